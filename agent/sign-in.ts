import { type Credentials, readCredentials, writeCredentials } from "./credentials";
import { describeError, loginWithDeviceCode } from "./device-login";

/** Whether the server still accepts a stored session (a quick GET /api/auth/token). */
async function isSessionAccepted(url: string, sessionToken: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/auth/token`, {
      headers: { authorization: `Bearer ${sessionToken}` },
      cache: "no-store",
    });
  } catch (error) {
    throw new Error(`Cannot reach ${url}: ${describeError(error)}`);
  }
  if (response.status === 401) return false;
  if (!response.ok) throw new Error(`The server answered ${response.status} to a token request`);
  return true;
}

/**
 * The session to use: the stored one while the server accepts it, otherwise a new one from
 * the device flow (stored for next time).
 */
export async function signIn(options: {
  url: string;
  credentialsPath: string;
  log: (line: string) => void;
  signal?: AbortSignal;
  /** Waits between polls (tests pass one that does not wait the real 5 s). */
  sleep?: (ms: number) => Promise<void>;
}): Promise<Credentials> {
  const { url, credentialsPath, log, signal, sleep } = options;
  const stored = await readCredentials(credentialsPath, url);
  if (stored && (await isSessionAccepted(url, stored.sessionToken))) return stored;
  if (stored) log("The stored sign-in has expired or was revoked; sign in again.");
  const sessionToken = await loginWithDeviceCode({
    url,
    signal,
    sleep,
    onCode: ({ userCode, verificationUrl, expiresInSeconds }) => {
      log(`To connect this computer, open ${verificationUrl}`);
      log(
        `and confirm the code ${userCode} (valid for ${Math.round(expiresInSeconds / 60)} minutes).`,
      );
    },
  });
  const credentials = { url, sessionToken };
  await writeCredentials(credentialsPath, credentials);
  log(`Signed in. The sign-in is stored in ${credentialsPath}.`);
  return credentials;
}
