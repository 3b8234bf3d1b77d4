import * as z from "zod";

const tokenResponse = z.object({ token: z.string().min(1) });

/** Waits before each retry of a failed token request (network error, 429, 5xx). */
const RETRY_DELAYS_MS = [250, 1_000, 3_000];

type Attempt = { done: true; token: string | null } | { done: false; reason: string };

async function requestOnce(fetchToken: typeof fetch): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetchToken("/api/auth/token", { credentials: "include", cache: "no-store" });
  } catch (error) {
    return { done: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.status === 429 || response.status >= 500) {
    return { done: false, reason: `status ${response.status}` };
  }
  // 401: signed out; any other refusal will not change by asking again.
  if (!response.ok) return { done: true, token: null };
  const parsed = tokenResponse.safeParse(await response.json().catch(() => null));
  return { done: true, token: parsed.success ? parsed.data.token : null };
}

/**
 * The ConvexClient auth fetcher: a fresh JWT from Better Auth's JWT plugin for the
 * signed-in session, or null when signed out so the client runs unauthenticated.
 *
 * It never rejects: the official client pauses its socket while it fetches a token and
 * only resumes it when the fetcher resolves, so a rejected fetch (a server restarting, a
 * phone between networks) would freeze every query and mutation until a reload. Transient
 * failures are retried; when they persist the client continues signed out and the pages
 * show that, instead of waiting forever.
 */
export async function fetchAuthToken(
  fetchToken: typeof fetch = fetch,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    const result = await requestOnce(fetchToken);
    if (result.done) return result.token;
    const delay = delays[attempt];
    if (delay === undefined) {
      console.warn(`[sync] no sync token after ${attempt + 1} tries (${result.reason})`);
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
