import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, rateLimit, session, user } from "@/db/schema/auth";
import { createTestAuth, signUp, type TestAuth } from "@/tests/support/auth-harness";

let t: TestAuth;
beforeAll(async () => {
  // Production numbers: the policy hash cost and 3 sign-ins per 10 s.
  t = await createTestAuth({
    passwordCost: undefined,
    rateLimit: { max: 3, window: 10 },
  });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe("password storage", () => {
  it("stores scrypt N=2^17 r=8 p=1 hashes, never the password", async () => {
    await signUp(t.client(), { email: "hash@example.com", password: "stored-safely-1" });
    const [row] = await t.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, "hash@example.com"));
    expect(row?.password).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(row?.password).not.toContain("stored-safely-1");
  });
});

describe("rate limiting in Postgres", () => {
  it("answers 429 to the 4th sign-in from one IP within the window; other IPs still pass", async () => {
    const attacker = t.client("203.0.113.7");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await attacker.request("/sign-in/email", {
        body: { email: "hash@example.com", password: "wrong-password" },
      });
      statuses.push(res.status);
      if (i === 3) expect(Number(res.headers.get("x-retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rows = await t.db.select().from(rateLimit);
    expect(rows.some((r) => r.key.includes("203.0.113.7") && r.count === 3)).toBe(true);

    const other = await t.client("203.0.113.8").request("/sign-in/email", {
      body: { email: "hash@example.com", password: "stored-safely-1" },
    });
    expect(other.status).toBe(200);
  });

  it("shares counters between instances on the same database (replicas)", async () => {
    const replica = await createTestAuth({
      database: t.database,
      rateLimit: { max: 3, window: 10 },
    });
    const ip = "203.0.113.9";
    for (let i = 0; i < 3; i++) {
      await t.client(ip).request("/sign-up/email", {
        body: { email: `replica${i}@example.com`, password: "password-123", name: "R" },
      });
    }
    const fourth = await replica.client(ip).request("/sign-up/email", {
      body: { email: "replica3@example.com", password: "password-123", name: "R" },
    });
    expect(fourth.status).toBe(429);
  });
});

describe("redirect targets", () => {
  it.each([
    ["an untrusted absolute URL", "https://evil.example/steal"],
    ["a protocol-relative path", "//evil.example/steal"],
  ])("refuses %s in every redirect field", async (_label, target) => {
    const client = t.client();
    const signIn = await client.request("/sign-in/email", {
      body: { email: "hash@example.com", password: "stored-safely-1", callbackURL: target },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.json).toMatchObject({ message: "Invalid callbackURL" });
    const reset = await client.request("/request-password-reset", {
      body: { email: "hash@example.com", redirectTo: target },
    });
    expect(reset.status).toBe(403);
    expect(reset.json).toMatchObject({ message: "Invalid redirectURL" });
    const social = await client.request("/sign-in/social", {
      body: { provider: "github", errorCallbackURL: target },
    });
    expect(social.json).toMatchObject({ message: "Invalid errorCallbackURL" });
    const newUser = await client.request("/sign-in/social", {
      body: { provider: "github", newUserCallbackURL: target },
    });
    expect(newUser.json).toMatchObject({ message: "Invalid newUserCallbackURL" });
  });

  it("accepts safe relative paths and the app's own origin", async () => {
    const client = t.client();
    for (const callbackURL of ["/host/screens", "http://localhost:3000/client"]) {
      const res = await client.request("/sign-in/email", {
        body: { email: "hash@example.com", password: "stored-safely-1", callbackURL },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ url: callbackURL, redirect: true });
    }
  });

  it("refuses a POST with cookies from a foreign origin", async () => {
    const client = t.client();
    await client.request("/sign-in/email", {
      body: { email: "hash@example.com", password: "stored-safely-1" },
    });
    const res = await client.request("/sign-out", {
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("sessions", () => {
  async function signedIn() {
    const client = t.client();
    const res = await client.request("/sign-in/email", {
      body: { email: "hash@example.com", password: "stored-safely-1" },
    });
    const token = (res.json as { token: string }).token;
    return { client, token, res };
  }

  it("sets a session cookie of 7 days and a cookie cache under 4093 characters", async () => {
    const { res } = await signedIn();
    const cookies = res.headers.getSetCookie();
    const tokenCookie = cookies.find((c) => c.startsWith("better-auth.session_token="));
    expect(tokenCookie).toMatch(/Max-Age=604800/);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/i);
    const cache = cookies.find((c) => c.startsWith("better-auth.session_data="));
    expect(cache).toBeDefined();
    expect(cache!.length).toBeLessThan(4093);
  });

  it("refreshes a day-old session by 7 days (sliding)", async () => {
    const { client, token } = await signedIn();
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 2 * DAY), expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.token, token));
    await client.request("/get-session?disableCookieCache=true");
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });

  it("never refreshes past 30 days from sign-in", async () => {
    const { client, token } = await signedIn();
    const createdAt = new Date(Date.now() - 29 * DAY);
    await t.db
      .update(session)
      .set({ createdAt, expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.token, token));
    const res = await client.request("/get-session?disableCookieCache=true");
    expect(res.json).toMatchObject({ user: { email: "hash@example.com" } });
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY);
  });

  it("treats a session older than 30 days as expired even before its expiresAt", async () => {
    const { client, token } = await signedIn();
    await t.db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - 31 * DAY),
        expiresAt: new Date(Date.now() + 6.5 * DAY),
      })
      .where(eq(session.token, token));
    const res = await client.request("/get-session?disableCookieCache=true");
    expect(res.json).toBeNull();
    const rows = await t.db.select().from(session).where(eq(session.token, token));
    expect(rows).toHaveLength(0);
    const protectedCall = await client.request("/list-accounts");
    expect(protectedCall.status).toBe(401);
  });

  it("refuses sensitive actions on a session older than a day: 'Session is not fresh'", async () => {
    const { client, token } = await signedIn();
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(session.token, token));
    // The signed cookie cache still says "fresh" for up to 60 s; drop it to read the row.
    client.cookies.delete("better-auth.session_data");
    const res = await client.request("/revoke-other-sessions", { body: {} });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: "Session is not fresh" });
  });
});
