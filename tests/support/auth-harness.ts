import { randomBytes } from "node:crypto";
import { desc } from "drizzle-orm";
import { devOutbox } from "@/db/schema/mail";
import { type CreateAuthOptions, createAuth } from "@/lib/auth/create-auth";
import { createMailer } from "@/server/email/mailer";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_BASE_URL = "http://localhost:3000";

/** Cheaper than the policy so files that create many users stay quick; policy tests omit it. */
export const FAST_PASSWORD_COST = { logN: 12, r: 8, p: 1 };

export type TestAuth = Awaited<ReturnType<typeof createTestAuth>>;

/**
 * A Better Auth instance built exactly like the product's (lib/auth/create-auth.ts) on a
 * fresh Postgres schema, driven through `auth.handler` with real Requests. Mail goes to the
 * dev outbox table unless a mailer is given.
 */
export async function createTestAuth(
  overrides: Partial<Omit<CreateAuthOptions, "db">> & { database?: TestDatabase } = {},
) {
  const database = overrides.database ?? (await createTestDatabase());
  const { db } = database;
  const auth = createAuth({
    baseURL: TEST_BASE_URL,
    secret: randomBytes(32).toString("base64url"),
    trustedOrigins: [TEST_BASE_URL],
    mailer: createMailer({
      from: "Deckbot <no-reply@deckbot.test>",
      db,
      devOutbox: true,
      log: () => {},
    }),
    requireEmailVerification: false,
    rateLimit: { max: 1000, window: 10 },
    passwordCost: FAST_PASSWORD_COST,
    ...overrides,
    db,
  });
  let nextIp = 1;
  return {
    auth,
    db,
    database,
    /** A browser-like client with its own cookie jar and its own IP address. */
    client(ip = `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`) {
      return createTestClient(auth.handler, ip);
    },
    async outbox() {
      return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt));
    },
    async lastMailTo(address: string) {
      const mails = await db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt));
      const mail = mails.find((m) => m.to === address);
      if (!mail) throw new Error(`no mail to ${address}`);
      return { ...mail, link: extractLink(mail.text) };
    },
    close: () => database.close(),
  };
}

export function extractLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}

type Handler = (request: Request) => Promise<Response>;

export type TestClient = ReturnType<typeof createTestClient>;

export function createTestClient(handler: Handler, ip: string) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  function storeCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const url = path.startsWith("http") ? path : `${TEST_BASE_URL}/api/auth${path}`;
    const method = init.method ?? (init.body === undefined ? "GET" : "POST");
    const headers: Record<string, string> = {
      "x-forwarded-for": ip,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 DeckbotTest",
      ...(cookies.size ? { cookie: cookieHeader() } : {}),
      ...(method !== "GET" ? { origin: TEST_BASE_URL } : {}),
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...init.headers,
    };
    const response = await handler(
      new Request(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: "manual",
      }),
    );
    storeCookies(response);
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  return { request, cookies, ip };
}

export async function signUp(
  client: TestClient,
  user: { email: string; password?: string; name?: string },
) {
  return client.request("/sign-up/email", {
    body: { name: user.name ?? "Test User", password: user.password ?? "password-123", ...user },
  });
}
