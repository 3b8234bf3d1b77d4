import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Calls a sync function over the HTTP API (`POST /api/query|mutation`) as the user signed
 * in to `request`'s context: seeds data the test is not about without clicking through it.
 */
export async function callFunction<T = unknown>(
  request: APIRequestContext,
  kind: "query" | "mutation",
  path: string,
  args: Record<string, unknown>,
): Promise<{ ok: true; value: T } | { ok: false; code: string; message: string }> {
  const tokenResponse = await request.get("/api/auth/token");
  expect(tokenResponse.ok(), await tokenResponse.text()).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await request.post(`/api/${kind}`, {
    data: { path, format: "json", args: [args] },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    status: "success" | "error";
    value?: T;
    errorData?: { code: string; message: string };
    errorMessage?: string;
  };
  if (body.status === "success") return { ok: true, value: body.value as T };
  return {
    ok: false,
    code: body.errorData?.code ?? "UNKNOWN",
    message: body.errorData?.message ?? body.errorMessage ?? "",
  };
}

/** The same, failing the test unless the call succeeds. */
export async function mustCall<T = unknown>(
  request: APIRequestContext,
  kind: "query" | "mutation",
  path: string,
  args: Record<string, unknown>,
): Promise<T> {
  const result = await callFunction<T>(request, kind, path, args);
  if (!result.ok) throw new Error(`${path} failed: ${result.code} ${result.message}`);
  return result.value;
}
