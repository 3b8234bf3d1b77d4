import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, signUp, type TestAuth } from "@/tests/support/auth-harness";

let t: TestAuth;
beforeAll(async () => {
  t = await createTestAuth({ features: { changeEmail: false, deleteUser: false } });
});
afterAll(() => t.close());

describe("account features turned off", () => {
  it("answers 'Change email is disabled' and NOT_FOUND for delete-user, changing nothing", async () => {
    const client = t.client();
    await signUp(client, { email: "stays@example.com" });
    const change = await client.request("/change-email", {
      body: { newEmail: "moved@example.com" },
    });
    expect(change.status).toBe(400);
    expect(change.json).toMatchObject({ message: "Change email is disabled" });
    const remove = await client.request("/delete-user", { body: { password: "password-123" } });
    expect(remove.status).toBe(404);
    expect((await client.request("/get-session?disableCookieCache=true")).json).toMatchObject({
      user: { email: "stays@example.com" },
    });
  });
});
