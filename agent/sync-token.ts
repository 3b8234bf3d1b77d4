import * as z from "zod";

const tokenResponse = z.object({ token: z.string().min(1) });
const payloadSchema = z.object({ exp: z.number() });

/** Fetched again this long before the JWT expires, so a reconnect never sends a stale one. */
const REFRESH_MARGIN_MS = 60_000;

export type TokenFetcher = (args: { forceRefreshToken: boolean }) => Promise<string | null>;

/**
 * The ConvexClient's auth fetcher for the agent: a sync JWT from `GET /api/auth/token`
 * with the device flow's session as a bearer token, reused until shortly before `exp`.
 * The sync client refetches ahead of `exp` by itself; the cache only saves round trips.
 */
export function createSyncTokenFetcher(
  url: string,
  sessionToken: string,
  options: { onSignedOut?: () => void; now?: () => number } = {},
): TokenFetcher {
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  return async ({ forceRefreshToken }) => {
    if (cached && !forceRefreshToken && cached.expiresAt - REFRESH_MARGIN_MS > now()) {
      return cached.token;
    }
    const response = await fetch(`${url}/api/auth/token`, {
      headers: { authorization: `Bearer ${sessionToken}` },
      cache: "no-store",
    });
    if (response.status === 401) {
      // Revoked or expired session: the client runs signed out and main asks to sign in again.
      cached = null;
      options.onSignedOut?.();
      return null;
    }
    if (!response.ok) throw new Error(`The sync token request failed with ${response.status}`);
    const { token } = tokenResponse.parse(await response.json());
    cached = { token, expiresAt: readExpiry(token) };
    return token;
  };
}

/** Epoch ms of a JWT's `exp` (0 when unreadable, so it is fetched again next time). */
export function readExpiry(jwt: string): number {
  const [, payload = ""] = jwt.split(".");
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString()),
    );
    return parsed.success ? parsed.data.exp * 1000 : 0;
  } catch {
    return 0;
  }
}
