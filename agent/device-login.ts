import * as z from "zod";

/** Better Auth's device authorization flow (RFC 8628) as the host agent uses it. */
export const AGENT_CLIENT_ID = "deckbot-agent";
const GRANT_TYPE = "urn:ietf:params:oauth:grant-type:device_code";

const codeResponse = z.object({
  device_code: z.string().min(1),
  user_code: z.string().min(1),
  verification_uri: z.string().min(1),
  verification_uri_complete: z.string().min(1).optional(),
  expires_in: z.number().positive(),
  interval: z.number().positive().default(5),
});
const tokenResponse = z.object({ access_token: z.string().min(1) });
const errorResponse = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export type DeviceCode = { userCode: string; verificationUrl: string; expiresInSeconds: number };

export type DeviceLoginOptions = {
  url: string;
  /** Shows the user where to approve this agent. */
  onCode: (code: DeviceCode) => void;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Requests a code, waits for the user to approve it, and returns the session token. */
export async function loginWithDeviceCode(options: DeviceLoginOptions): Promise<string> {
  const { url, onCode, signal } = options;
  const sleep = options.sleep ?? defaultSleep;
  const code = codeResponse.parse(
    await postJson(`${url}/api/auth/device/code`, { client_id: AGENT_CLIENT_ID }, signal, true),
  );
  onCode({
    userCode: code.user_code,
    verificationUrl: toVerificationUrl(url, code),
    expiresInSeconds: code.expires_in,
  });
  let intervalMs = code.interval * 1000;
  const deadline = Date.now() + code.expires_in * 1000;
  while (Date.now() < deadline) {
    await sleep(intervalMs);
    signal?.throwIfAborted();
    const body = await postJson(
      `${url}/api/auth/device/token`,
      { grant_type: GRANT_TYPE, device_code: code.device_code, client_id: AGENT_CLIENT_ID },
      signal,
      false,
    );
    const token = tokenResponse.safeParse(body);
    if (token.success) return token.data.access_token;
    const failure = errorResponse.safeParse(body);
    const error = failure.success ? failure.data.error : "unknown_error";
    if (error === "authorization_pending") continue;
    // RFC 8628 §3.5: slow down by 5 seconds on every slow_down, for the rest of the flow.
    if (error === "slow_down") {
      intervalMs += 5000;
      continue;
    }
    if (error === "access_denied") throw new Error("The sign-in was denied on the server.");
    if (error === "expired_token") break;
    throw new Error(
      `The server refused the sign-in: ${failure.success ? (failure.data.error_description ?? error) : error}`,
    );
  }
  throw new Error("The code expired before it was approved. Start the agent again.");
}

/** The approve page with the code filled in, on the server the user can reach. */
function toVerificationUrl(url: string, code: z.infer<typeof codeResponse>): string {
  const target = new URL(code.verification_uri_complete ?? code.verification_uri, `${url}/`);
  if (!target.searchParams.has("user_code")) target.searchParams.set("user_code", code.user_code);
  return target.toString();
}

async function postJson(
  url: string,
  body: Record<string, string>,
  signal: AbortSignal | undefined,
  requireOk: boolean,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`Cannot reach ${new URL(url).origin}: ${describeError(error)}`);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (requireOk && !response.ok) {
    const failure = errorResponse.safeParse(json);
    const reason = failure.success
      ? (failure.data.error_description ?? failure.data.error)
      : `HTTP ${response.status}`;
    throw new Error(`The server refused to start a sign-in: ${reason}`);
  }
  return json;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
