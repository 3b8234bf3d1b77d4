import * as z from "zod";

const tokenResponse = z.object({ token: z.string().min(1) });

/**
 * The ConvexReactClient auth fetcher: a fresh JWT from Better Auth's JWT plugin for the
 * signed-in session, or null when signed out (401) so the client runs unauthenticated.
 */
export async function fetchAuthToken(): Promise<string | null> {
  const response = await fetch("/api/auth/token", { credentials: "include", cache: "no-store" });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Token request failed with ${response.status}`);
  const parsed = tokenResponse.safeParse(await response.json());
  return parsed.success ? parsed.data.token : null;
}
