import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, session, user } from "@/db/schema/auth";
import { createTestAuth, signUp, type TestAuth } from "@/tests/support/auth-harness";

let t: TestAuth;
beforeAll(async () => {
  t = await createTestAuth();
});
afterAll(() => t.close());

describe("sign-up and sign-in with email", () => {
  it("creates the user, a credential account and a session in our snake_case tables", async () => {
    const client = t.client();
    const res = await signUp(client, { email: "Ada@Example.com", name: "Ada" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ user: { email: "ada@example.com", name: "Ada" } });
    const [row] = await t.db.select().from(user).where(eq(user.email, "ada@example.com"));
    expect(row?.emailVerified).toBe(false);
    const accounts = await t.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts).toMatchObject([{ providerId: "credential" }]);
    const sessions = await t.db.select().from(session).where(eq(session.userId, row!.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.ipAddress).toBe(client.ip);

    const me = await client.request("/get-session");
    expect(me.json).toMatchObject({ user: { email: "ada@example.com" } });
  });

  it("refuses short, long and duplicate credentials with Better Auth's codes", async () => {
    const client = t.client();
    const short = await signUp(client, { email: "short@example.com", password: "1234567" });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const long = await signUp(client, { email: "long@example.com", password: "x".repeat(129) });
    expect(long.json).toMatchObject({ code: "PASSWORD_TOO_LONG" });
    const ok = await signUp(client, { email: "edge@example.com", password: "x".repeat(128) });
    expect(ok.status).toBe(200);
    const bad = await signUp(client, { email: "not-an-email" });
    expect(bad.status).toBe(400);
  });

  it("signs in, answers INVALID_EMAIL_OR_PASSWORD for wrong or unknown credentials", async () => {
    await signUp(t.client(), { email: "grace@example.com", password: "hopper-1906" });
    const client = t.client();
    const wrong = await client.request("/sign-in/email", {
      body: { email: "grace@example.com", password: "hopper-1907" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    const unknown = await client.request("/sign-in/email", {
      body: { email: "nobody@example.com", password: "hopper-1906" },
    });
    expect(unknown.json).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    const invalid = await client.request("/sign-in/email", {
      body: { email: "grace", password: "hopper-1906" },
    });
    expect(invalid.json).toMatchObject({ code: "INVALID_EMAIL" });
    const ok = await client.request("/sign-in/email", {
      body: { email: "GRACE@example.com", password: "hopper-1906" },
    });
    expect(ok.status).toBe(200);
    expect((await client.request("/get-session")).json).toMatchObject({
      user: { email: "grace@example.com" },
    });
    const out = await client.request("/sign-out", { body: {} });
    expect(out.status).toBe(200);
    expect((await client.request("/get-session")).json).toBeNull();
  });
});
