import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "@/db/schema/auth";
import {
  createTestAuth,
  signUp,
  TEST_BASE_URL,
  type TestAuth,
  type TestClient,
} from "@/tests/support/auth-harness";
import { startOidcIssuer } from "@/tests/support/oidc-issuer";

let t: TestAuth;
let idp: Awaited<ReturnType<typeof startOidcIssuer>>;

beforeAll(async () => {
  idp = await startOidcIssuer({
    clientId: "deckbot",
    clientSecret: "deckbot-secret",
    redirectUri: `${TEST_BASE_URL}/api/auth/callback/oidc`,
  });
  // Discovery runs when the instance starts, so the issuer is up first.
  t = await createTestAuth({
    oidc: { issuer: idp.issuer, clientId: "deckbot", clientSecret: "deckbot-secret" },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** sign-in/social → the issuer's authorize, login and consent → our callback. */
async function signInWithOidc(client: TestClient, sub: string, body: Record<string, unknown> = {}) {
  idp.signInAs(sub);
  const start = await client.request("/sign-in/social", {
    body: { provider: "oidc", callbackURL: "/host", errorCallbackURL: "/host/auth/error", ...body },
  });
  expect(start.status).toBe(200);
  const { url } = start.json as { url: string };
  expect(url.startsWith(idp.issuer)).toBe(true);
  const callback = await idp.authorize(url, TEST_BASE_URL);
  return client.request(callback);
}

describe("sign-in through any OpenID Connect provider (generic OAuth)", () => {
  it("creates a new user from the provider's verified profile", async () => {
    idp.addAccount({
      sub: "idp-1",
      email: "oidc-new@example.com",
      name: "Olive",
      emailVerified: true,
    });
    const client = t.client();
    const done = await signInWithOidc(client, "idp-1", { newUserCallbackURL: "/host/welcome" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/host/welcome");
    const session = await client.request("/get-session");
    expect(session.json).toMatchObject({
      user: { email: "oidc-new@example.com", name: "Olive", emailVerified: true },
    });
    const [row] = await t.db.select().from(user).where(eq(user.email, "oidc-new@example.com"));
    const accounts = await t.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts).toMatchObject([{ providerId: "oidc", accountId: "idp-1" }]);

    const again = t.client();
    const second = await signInWithOidc(again, "idp-1");
    expect(second.headers.get("location")).toBe("/host");
  });

  it("links to an existing verified user with the same verified email", async () => {
    const client = t.client();
    await signUp(client, { email: "both@example.com", password: "password-123" });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, "both@example.com"));
    idp.addAccount({ sub: "idp-2", email: "both@example.com", name: "Both", emailVerified: true });
    const oidcClient = t.client();
    const done = await signInWithOidc(oidcClient, "idp-2");
    expect(done.headers.get("location")).toBe("/host");
    const accounts = (await oidcClient.request("/list-accounts")).json as Array<{
      providerId: string;
    }>;
    expect(accounts.map((a) => a.providerId).sort()).toEqual(["credential", "oidc"]);
  });

  it("refuses to link when the provider has not verified the email", async () => {
    await signUp(t.client(), { email: "unverified-link@example.com" });
    await t.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, "unverified-link@example.com"));
    idp.addAccount({
      sub: "idp-3",
      email: "unverified-link@example.com",
      name: "Mallory",
      emailVerified: false,
    });
    const done = await signInWithOidc(t.client(), "idp-3");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toMatch(/^\/host\/auth\/error\?error=account_not_linked/);
  });

  it("refuses to unlink the only sign-in method, allows it once another exists", async () => {
    idp.addAccount({
      sub: "idp-4",
      email: "only-oidc@example.com",
      name: "Solo",
      emailVerified: true,
    });
    const client = t.client();
    await signInWithOidc(client, "idp-4");
    const [only] = (await client.request("/list-accounts")).json as Array<{ id: string }>;
    const refused = await client.request("/unlink-account", { body: { accountId: only!.id } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: "FAILED_TO_UNLINK_LAST_ACCOUNT" });
  });

  it("links the provider to a signed-in account with link-social, then unlinks it", async () => {
    const client = t.client();
    await signUp(client, { email: "linker@example.com", password: "password-123" });
    idp.addAccount({
      sub: "idp-5",
      email: "linker@example.com",
      name: "Linker",
      emailVerified: true,
    });
    idp.signInAs("idp-5");
    const start = await client.request("/link-social", {
      body: { provider: "oidc", callbackURL: "/account" },
    });
    expect(start.status).toBe(200);
    const callback = await idp.authorize((start.json as { url: string }).url, TEST_BASE_URL);
    const done = await client.request(callback);
    expect(done.headers.get("location")).toBe("/account");
    const accounts = (await client.request("/list-accounts")).json as Array<{
      id: string;
      providerId: string;
    }>;
    const oidc = accounts.find((a) => a.providerId === "oidc");
    expect(oidc).toBeDefined();
    const unlinked = await client.request("/unlink-account", { body: { accountId: oidc!.id } });
    expect(unlinked.json).toEqual({ status: true });
  });
});
