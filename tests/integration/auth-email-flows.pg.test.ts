import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/db/schema/auth";
import { createMailer } from "@/server/email/mailer";
import {
  createTestAuth,
  extractLink,
  signUp,
  type TestAuth,
  type TestClient,
} from "@/tests/support/auth-harness";
import { startSmtpSink } from "@/tests/support/smtp-sink";
import { createTestDatabase } from "@/tests/support/test-database";

let t: TestAuth;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const database = await createTestDatabase();
  t = await createTestAuth({
    database,
    requireEmailVerification: true,
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: "Deckbot <no-reply@deckbot.test>",
      db: database.db,
      devOutbox: false,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Signs up and verifies through the mailed link, leaving `client` signed in. */
async function createVerifiedUser(client: TestClient, email: string, password = "password-123") {
  await signUp(client, { email, password });
  const mail = await smtp.waitFor(email, (m) => m.subject.includes("Verify"));
  await client.request(extractLink(mail.text));
  return email;
}

describe("email verification over SMTP", () => {
  it("mails a branded link; unverified sign-in is refused; the link verifies and signs in", async () => {
    const client = t.client();
    const res = await signUp(client, { email: "vera@example.com", name: "Vera" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token: null });
    const mail = await smtp.waitFor("vera@example.com");
    expect(mail.subject).toBe("Verify your email for Deckbot");
    expect(mail.from).toBe("no-reply@deckbot.test");
    expect(mail.text).toContain("Hi Vera");
    expect(mail.html).toContain("Verify email");

    const refused = await client.request("/sign-in/email", {
      body: { email: "vera@example.com", password: "password-123" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const link = new URL(extractLink(mail.text));
    link.searchParams.set("callbackURL", "/host");
    const verified = await client.request(link.toString());
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/host");
    const session = await client.request("/get-session");
    expect(session.json).toMatchObject({
      user: { email: "vera@example.com", emailVerified: true },
    });
  });

  it("appends error codes to the callbackURL, or answers 401 without one", async () => {
    const client = t.client();
    const withCallback = await client.request("/verify-email?token=garbage&callbackURL=/host");
    expect(withCallback.status).toBe(302);
    expect(withCallback.headers.get("location")).toBe("/host?error=INVALID_TOKEN");
    const without = await client.request("/verify-email?token=garbage");
    expect(without.status).toBe(401);
    expect(without.json).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("send-verification-email answers true for unknown addresses and refuses verified ones", async () => {
    const client = t.client();
    const unknown = await client.request("/send-verification-email", {
      body: { email: "ghost@example.com" },
    });
    expect(unknown.json).toEqual({ status: true });
    await createVerifiedUser(client, "sent@example.com");
    const own = await client.request("/send-verification-email", {
      body: { email: "sent@example.com" },
    });
    expect(own.status).toBe(400);
    // Better Auth 1.7.25 words SPEC §8's two messages as EMAIL_ALREADY_VERIFIED / EMAIL_MISMATCH.
    expect(own.json).toMatchObject({ code: "EMAIL_ALREADY_VERIFIED" });
    const other = await client.request("/send-verification-email", {
      body: { email: "someone-else@example.com" },
    });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ code: "EMAIL_MISMATCH" });
  });
});

describe("password reset", () => {
  it("answers the same for unknown emails and sends nothing", async () => {
    const before = smtp.mails.length;
    const res = await t.client().request("/request-password-reset", {
      body: { email: "nobody@example.com", redirectTo: "/auth/reset-password" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: "If this email exists in our system, check your email for the reset link",
    });
    expect(smtp.mails.length).toBe(before);
  });

  it("mails a one-hour, single-use link with a 24-character token that sets a new password", async () => {
    const client = t.client();
    await createVerifiedUser(client, "reset@example.com", "old-password-1");
    await client.request("/request-password-reset", {
      body: { email: "reset@example.com", redirectTo: "/auth/reset-password" },
    });
    const mail = await smtp.waitFor("reset@example.com", (m) => m.subject.includes("Reset"));
    const landing = await client.request(extractLink(mail.text));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location") ?? "", "http://localhost:3000");
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token") ?? "";
    expect(token).toHaveLength(24);

    const short = await client.request("/reset-password", {
      body: { token, newPassword: "short" },
    });
    expect(short.json).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const reset = await client.request("/reset-password", {
      body: { token, newPassword: "new-password-2" },
    });
    expect(reset.status).toBe(200);
    const again = await client.request("/reset-password", {
      body: { token, newPassword: "new-password-3" },
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: "INVALID_TOKEN" });

    const old = await t.client().request("/sign-in/email", {
      body: { email: "reset@example.com", password: "old-password-1" },
    });
    expect(old.json).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    const fresh = await t.client().request("/sign-in/email", {
      body: { email: "reset@example.com", password: "new-password-2" },
    });
    expect(fresh.status).toBe(200);
    // revokeSessionsOnPasswordReset: the session from before the reset is gone.
    expect((await client.request("/get-session?disableCookieCache=true")).json).toBeNull();
  });
});

describe("change email", () => {
  it("asks the old address to approve, then verifies the new one", async () => {
    const client = t.client();
    await createVerifiedUser(client, "old@example.com");
    const res = await client.request("/change-email", {
      body: { newEmail: "new@example.com", callbackURL: "/account" },
    });
    expect(res.json).toEqual({ status: true });
    const approve = await smtp.waitFor("old@example.com", (m) => m.subject.includes("new Deckbot"));
    expect(approve.text).toContain("new@example.com");
    const approved = await client.request(extractLink(approve.text));
    expect(approved.status).toBe(302);
    const verify = await smtp.waitFor("new@example.com", (m) => m.subject.includes("Verify"));
    const done = await client.request(extractLink(verify.text));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account");
    const [row] = await t.db.select().from(user).where(eq(user.email, "new@example.com"));
    expect(row?.emailVerified).toBe(true);
  });

  it("refuses the same email and silently ignores one taken by another user", async () => {
    const client = t.client();
    await createVerifiedUser(client, "taken-a@example.com");
    await createVerifiedUser(t.client(), "taken-b@example.com");
    const same = await client.request("/change-email", {
      body: { newEmail: "taken-a@example.com" },
    });
    expect(same.status).toBe(400);
    expect(same.json).toMatchObject({ message: "Email is the same" });
    const before = smtp.mails.length;
    const taken = await client.request("/change-email", {
      body: { newEmail: "taken-b@example.com" },
    });
    // No enumeration: the answer is the same as a real change, but nothing is sent.
    expect(taken.json).toEqual({ status: true });
    expect(smtp.mails.length).toBe(before);
    const invalid = await client.request("/change-email", { body: { newEmail: "nope" } });
    expect(invalid.status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const res = await t.client().request("/change-email", { body: { newEmail: "x@example.com" } });
    expect(res.status).toBe(401);
  });
});

describe("delete account", () => {
  it("checks the password, then deletes only after the emailed 24 h link", async () => {
    const client = t.client();
    await createVerifiedUser(client, "leaving@example.com", "leaving-pass-1");
    const wrong = await client.request("/delete-user", { body: { password: "not-it-123" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: "INVALID_PASSWORD" });
    const asked = await client.request("/delete-user", {
      body: { password: "leaving-pass-1", callbackURL: "/auth/sign-in" },
    });
    expect(asked.json).toMatchObject({ success: true, message: "Verification email sent" });
    expect(
      await t.db.select().from(user).where(eq(user.email, "leaving@example.com")),
    ).toHaveLength(1);
    const mail = await smtp.waitFor("leaving@example.com", (m) => m.subject.includes("deleting"));
    const link = new URL(extractLink(mail.text));
    expect(link.pathname).toBe("/api/auth/delete-user/callback");
    expect(link.searchParams.get("token")).toHaveLength(32);
    const done = await client.request(link.toString());
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/auth/sign-in");
    expect(
      await t.db.select().from(user).where(eq(user.email, "leaving@example.com")),
    ).toHaveLength(0);
  });

  it("refuses an untrusted callbackURL", async () => {
    const client = t.client();
    await createVerifiedUser(client, "evil-cb@example.com");
    const res = await client.request("/delete-user", {
      body: { callbackURL: "https://evil.example/gone" },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: "Invalid callbackURL" });
  });
});
