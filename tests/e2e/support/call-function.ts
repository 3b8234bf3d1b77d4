import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Calls a sync function over the HTTP API as the signed-in user of `request` (its session
 * cookie buys a sync JWT), for setup the page under test does not own and for checking
 * what the server stored.
 */
export async function callFunction<T>(
  request: APIRequestContext,
  kind: "query" | "mutation",
  path: string,
  args: Record<string, unknown>,
): Promise<T> {
  const tokenResponse = await request.get("/api/auth/token");
  expect(tokenResponse.ok(), await tokenResponse.text()).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await request.post(`/api/${kind}`, {
    data: { path, args, format: "json" },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { status: string; value?: unknown };
  expect(body.status, JSON.stringify(body)).toBe("success");
  return body.value as T;
}
