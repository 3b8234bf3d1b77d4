import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Signs a fresh user up through the real auth API. Called with a browser context's
 * `request`, the session cookie lands in that context, so its pages are signed in.
 * (Without SMTP, email verification is not required, as on a fresh self-hosted instance.)
 */
export async function signUp(
  request: APIRequestContext,
  baseURL: string | undefined,
  name = "E2E Host",
): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "e2e-password-1";
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password };
}
