import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestAuth,
  signUp,
  type TestAuth,
  type TestClient,
} from "@/tests/support/auth-harness";

let t: TestAuth;
beforeAll(async () => {
  t = await createTestAuth();
});
afterAll(() => t.close());

type SessionRow = { token: string; ipAddress: string; userAgent: string; updatedAt: string };

async function signIn(email: string, password = "password-123"): Promise<TestClient> {
  const client = t.client();
  const res = await client.request("/sign-in/email", { body: { email, password } });
  expect(res.status).toBe(200);
  return client;
}

describe("session management", () => {
  it("lists my sessions with device, IP and last activity, and revokes one of them", async () => {
    await signUp(t.client(), { email: "multi@example.com" });
    const laptop = await signIn("multi@example.com");
    const phone = await signIn("multi@example.com");
    const list = await laptop.request("/list-sessions");
    const sessions = list.json as SessionRow[];
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.ipAddress)).toContain(phone.ip);
    expect(sessions[0]?.userAgent).toContain("Chrome");
    expect(sessions[0]?.updatedAt).toBeTruthy();

    const phoneToken = sessions.find((s) => s.ipAddress === phone.ip)!.token;
    const revoked = await laptop.request("/revoke-session", { body: { token: phoneToken } });
    expect(revoked.json).toEqual({ status: true });
    phone.cookies.delete("better-auth.session_data");
    expect((await phone.request("/get-session")).json).toBeNull();
  });

  it("answers 'Session not found' for an unknown token and Unauthorized for someone else's", async () => {
    await signUp(t.client(), { email: "owner@example.com" });
    const owner = await signIn("owner@example.com");
    await signUp(t.client(), { email: "intruder@example.com" });
    const intruder = await signIn("intruder@example.com");
    const unknown = await intruder.request("/revoke-session", { body: { token: "no-such-token" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ message: "Session not found" });
    const ownerToken = ((await owner.request("/list-sessions")).json as SessionRow[])[0]!.token;
    const foreign = await intruder.request("/revoke-session", { body: { token: ownerToken } });
    expect(foreign.status).toBe(401);
    const missing = await intruder.request("/revoke-session", { body: {} });
    expect(missing.status).toBe(400);
    expect((await owner.request("/get-session?disableCookieCache=true")).json).not.toBeNull();
  });

  it("revokes all other sessions, then all sessions", async () => {
    await signUp(t.client(), { email: "purge@example.com" });
    const a = await signIn("purge@example.com");
    const b = await signIn("purge@example.com");
    expect((await a.request("/revoke-other-sessions", { body: {} })).json).toEqual({
      status: true,
    });
    b.cookies.delete("better-auth.session_data");
    expect((await b.request("/get-session")).json).toBeNull();
    expect((await a.request("/list-sessions")).json as SessionRow[]).toHaveLength(1);
    expect((await a.request("/revoke-sessions", { body: {} })).json).toEqual({ status: true });
    expect((await a.request("/get-session")).json).toBeNull();
  });

  it("changes the password, optionally revoking other sessions", async () => {
    await signUp(t.client(), { email: "rotate@example.com", password: "first-pass-1" });
    const main = await signIn("rotate@example.com", "first-pass-1");
    const other = await signIn("rotate@example.com", "first-pass-1");
    const wrong = await main.request("/change-password", {
      body: { currentPassword: "nope-nope-1", newPassword: "second-pass-2" },
    });
    expect(wrong.json).toMatchObject({ code: "INVALID_PASSWORD" });
    const short = await main.request("/change-password", {
      body: { currentPassword: "first-pass-1", newPassword: "short" },
    });
    expect(short.json).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const ok = await main.request("/change-password", {
      body: {
        currentPassword: "first-pass-1",
        newPassword: "second-pass-2",
        revokeOtherSessions: true,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ user: { email: "rotate@example.com" } });
    expect((ok.json as { token: string }).token).toBeTruthy();
    other.cookies.delete("better-auth.session_data");
    expect((await other.request("/get-session")).json).toBeNull();
    expect((await main.request("/get-session?disableCookieCache=true")).json).not.toBeNull();
    expect((await signIn("rotate@example.com", "second-pass-2")).ip).toBeTruthy();
  });

  it("get-session honours disableRefresh and answers null without a session", async () => {
    expect((await t.client().request("/get-session")).json).toBeNull();
    await signUp(t.client(), { email: "norefresh@example.com" });
    const client = await signIn("norefresh@example.com");
    const res = await client.request("/get-session?disableCookieCache=true&disableRefresh=true");
    expect(res.json).toMatchObject({ user: { email: "norefresh@example.com" } });
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });
});

describe("profile and accounts", () => {
  it("updates name and avatar, lists the credential account, refuses unlinking the last one", async () => {
    await signUp(t.client(), { email: "profile@example.com" });
    const client = await signIn("profile@example.com");
    const updated = await client.request("/update-user", {
      body: { name: "New Name", image: "https://example.com/a.png" },
    });
    expect(updated.json).toEqual({ status: true });
    expect((await client.request("/get-session?disableCookieCache=true")).json).toMatchObject({
      user: { name: "New Name", image: "https://example.com/a.png" },
    });
    const accounts = await client.request("/list-accounts");
    expect(accounts.json).toMatchObject([{ providerId: "credential" }]);
    const [credential] = accounts.json as Array<{ id: string }>;
    const unlink = await client.request("/unlink-account", { body: { accountId: credential!.id } });
    expect(unlink.status).toBe(400);
    expect(unlink.json).toMatchObject({
      code: "FAILED_TO_UNLINK_LAST_ACCOUNT",
      message: "You can't unlink your last account",
    });
  });

  it("answers account and token calls for providers without a linked account", async () => {
    await signUp(t.client(), { email: "tokens@example.com" });
    const client = await signIn("tokens@example.com");
    const access = await client.request("/get-access-token", { body: { accountId: "unknown" } });
    expect(access.status).toBe(400);
    expect(access.json).toMatchObject({ code: "ACCOUNT_NOT_FOUND" });
    const refresh = await client.request("/refresh-token", { body: { accountId: "unknown" } });
    expect(refresh.status).toBe(400);
    const anonymous = await t.client().request("/get-access-token", {
      body: { accountId: "unknown" },
    });
    expect(anonymous.status).toBe(401);
    const info = await client.request("/account-info", { body: { accountId: "unknown" } });
    expect(info.status).toBeGreaterThanOrEqual(400);
  });

  it("needs a session for account endpoints", async () => {
    const anonymous = t.client();
    for (const path of ["/list-accounts", "/list-sessions"]) {
      expect((await anonymous.request(path)).status).toBe(401);
    }
    for (const path of ["/change-password", "/delete-user", "/unlink-account", "/link-social"]) {
      expect((await anonymous.request(path, { body: {} })).status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("service endpoints", () => {
  it("/ok answers ok and /error renders an HTML page with the code and a link back", async () => {
    const ok = await t.client().request("/ok");
    expect(ok.json).toEqual({ ok: true });
    const error = await t.client().request("/error?error=state_not_found");
    expect(error.status).toBe(200);
    expect(error.headers.get("content-type")).toContain("text/html");
    expect(error.text).toContain("state_not_found");
    expect(error.text).toMatch(/href="[^"]*"/);
  });
});
