import { createAuthClient } from "better-auth/client";
import { eq, sql } from "drizzle-orm";
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceCode, user } from "@/db/schema/auth";
import {
  createTestAuth,
  signUp,
  TEST_BASE_URL,
  type TestAuth,
  type TestClient,
} from "@/tests/support/auth-harness";

let t: TestAuth;
beforeAll(async () => {
  t = await createTestAuth();
});
afterAll(() => t.close());

async function signedInUser(email: string): Promise<TestClient> {
  const client = t.client();
  await signUp(client, { email, name: email.split("@")[0] });
  return client;
}

describe("sync tokens (JWT plugin)", () => {
  it("issues a 15-minute JWT that verifies against /jwks with issuer and audience APP_URL", async () => {
    const client = await signedInUser("jwt@example.com");
    const res = await client.request("/token");
    expect(res.status).toBe(200);
    const { token } = res.json as { token: string };
    const jwks = (await t.client().request("/jwks")).json as JSONWebKeySet;
    expect(jwks.keys.length).toBeGreaterThan(0);
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: TEST_BASE_URL,
      audience: TEST_BASE_URL,
    });
    const [row] = await t.db.select().from(user).where(eq(user.email, "jwt@example.com"));
    expect(payload).toMatchObject({ sub: row!.id, email: "jwt@example.com", name: "jwt" });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
    expect(decodeProtectedHeader(token).kid).toBe(jwks.keys[0]!.kid);
  });

  it("refuses a token to anyone without a session, and a forged token fails verification", async () => {
    expect((await t.client().request("/token")).status).toBe(401);
    const client = await signedInUser("forge@example.com");
    const { token } = (await client.request("/token")).json as { token: string };
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url"),
      signature,
    ].join(".");
    const jwks = (await t.client().request("/jwks")).json as JSONWebKeySet;
    await expect(jwtVerify(forged, createLocalJWKSet(jwks))).rejects.toThrow();
  });

  it("is not rate limited per address: every page and token refresh needs one", async () => {
    const client = await signedInUser("many-tabs@example.com");
    const statuses = new Set<number>();
    for (let i = 0; i < 110; i++) statuses.add((await client.request("/token")).status);
    expect([...statuses]).toEqual([200]);
  });

  it("keeps sessions on cookies: get-session sets no JWT header", async () => {
    const client = await signedInUser("cookie@example.com");
    const res = await client.request("/get-session?disableCookieCache=true");
    expect(res.headers.get("set-auth-jwt")).toBeNull();
    expect(res.json).toMatchObject({ user: { email: "cookie@example.com" } });
  });
});

describe("device authorization (RFC 8628) for the host agent", () => {
  const grant = "urn:ietf:params:oauth:grant-type:device_code";

  async function requestCode() {
    const agent = t.client();
    const res = await agent.request("/device/code", { body: { client_id: "deckbot-agent" } });
    expect(res.status).toBe(200);
    return {
      agent,
      code: res.json as {
        device_code: string;
        user_code: string;
        verification_uri: string;
        verification_uri_complete: string;
        expires_in: number;
        interval: number;
      },
    };
  }

  /** Lets the next poll through without waiting the 5 s interval. */
  async function skipInterval(device: string) {
    await t.db
      .update(deviceCode)
      .set({ lastPolledAt: sql`now() - interval '10 seconds'` })
      .where(eq(deviceCode.deviceCode, device));
  }

  it("hands out SPEC-sized codes and refuses unknown clients", async () => {
    const { code } = await requestCode();
    expect(code.device_code).toHaveLength(40);
    expect(code.user_code).toHaveLength(8);
    expect(code.expires_in).toBe(30 * 60);
    expect(code.interval).toBe(5);
    expect(code.verification_uri).toContain("/host/auth/device");
    const bad = await t.client().request("/device/code", { body: { client_id: "stranger" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: "invalid_client" });
  });

  it("polls pending → slow_down → approved session usable as a bearer token for a sync JWT", async () => {
    const { agent, code } = await requestCode();
    const poll = () =>
      agent.request("/device/token", {
        body: { grant_type: grant, device_code: code.device_code, client_id: "deckbot-agent" },
      });
    expect((await poll()).json).toMatchObject({ error: "authorization_pending" });
    expect((await poll()).json).toMatchObject({ error: "slow_down" });

    const owner = await signedInUser("agent-owner@example.com");
    const check = await owner.request(`/device?user_code=${code.user_code}`);
    expect(check.json).toMatchObject({ status: "pending" });
    const approve = await owner.request("/device/approve", { body: { userCode: code.user_code } });
    expect(approve.status).toBe(200);

    await skipInterval(code.device_code);
    const done = await poll();
    expect(done.status).toBe(200);
    const { access_token, token_type } = done.json as { access_token: string; token_type: string };
    expect(token_type).toBe("Bearer");

    const headless = t.client();
    const session = await headless.request("/get-session", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(session.json).toMatchObject({ user: { email: "agent-owner@example.com" } });
    const jwt = await t.client().request("/token", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(jwt.json).toMatchObject({ token: expect.any(String) });

    await skipInterval(code.device_code);
    expect((await poll()).status).toBe(400);
  });

  it("a denied code answers access_denied; approving needs a session", async () => {
    const { agent, code } = await requestCode();
    const anonymous = await t.client().request("/device/approve", {
      body: { userCode: code.user_code },
    });
    expect(anonymous.status).toBe(401);
    const owner = await signedInUser("denier@example.com");
    const unclaimed = await owner.request("/device/deny", { body: { userCode: code.user_code } });
    expect(unclaimed.status).toBe(400);
    // Entering the code on the device page claims it for the signed-in user.
    await owner.request(`/device?user_code=${code.user_code}`);
    const thief = await signedInUser("thief@example.com");
    const stolen = await thief.request("/device/approve", { body: { userCode: code.user_code } });
    expect(stolen.status).toBe(403);
    expect(
      (await owner.request("/device/deny", { body: { userCode: code.user_code } })).status,
    ).toBe(200);
    await skipInterval(code.device_code);
    const res = await agent.request("/device/token", {
      body: { grant_type: grant, device_code: code.device_code, client_id: "deckbot-agent" },
    });
    expect(res.json).toMatchObject({ error: "access_denied" });
  });
});

describe("the official better-auth client", () => {
  it("signs up, signs in, reads the session and signs out", async () => {
    const cookies = new Map<string, string>();
    const client = createAuthClient({
      baseURL: TEST_BASE_URL,
      fetchOptions: {
        customFetchImpl: async (input, init) => {
          const request = new Request(input, init);
          if (cookies.size) {
            request.headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
          }
          request.headers.set("origin", TEST_BASE_URL);
          request.headers.set("x-forwarded-for", "198.51.100.20");
          const response = await t.auth.handler(request);
          for (const line of response.headers.getSetCookie()) {
            const [pair = ""] = line.split(";");
            const [name = "", value = ""] = pair.split("=");
            if (value) cookies.set(name, value);
            else cookies.delete(name);
          }
          return response;
        },
      },
    });
    const up = await client.signUp.email({
      email: "official@example.com",
      password: "official-pass-1",
      name: "Official",
    });
    expect(up.error).toBeNull();
    await client.signOut();
    expect((await client.getSession()).data).toBeNull();
    const bad = await client.signIn.email({
      email: "official@example.com",
      password: "wrong-pass-1",
    });
    expect(bad.error?.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const signIn = await client.signIn.email({
      email: "official@example.com",
      password: "official-pass-1",
    });
    expect(signIn.data?.user.email).toBe("official@example.com");
    const session = await client.getSession();
    expect(session.data?.user.name).toBe("Official");
    await client.signOut();
    expect((await client.getSession()).data).toBeNull();
  });
});
