import { type Credentials, readCredentials, writeCredentials } from "./credentials";
import { loginWithDeviceCode } from "./device-login";

/** Whether the server still accepts a stored session (a quick GET /api/auth/token). */
async function isSessionAccepted(url: string, sessionToken: string): Promise<boolean> {
  const response = await fetch(`${url}/api/auth/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
    cache: "no-store",
  });
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
}): Promise<Credentials> {
  const { url, credentialsPath, log, signal } = options;
  const stored = await readCredentials(credentialsPath, url);
  if (stored && (await isSessionAccepted(url, stored.sessionToken))) return stored;
  if (stored) log("The stored sign-in has expired or was revoked; sign in again.");
  const sessionToken = await loginWithDeviceCode({
    url,
    signal,
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
