/**
 * Sign-in and get-session throughput of our Better Auth instance (scrypt N=2^17 r=8,
 * Postgres rate limits, cookie cache, 30-day cap, plugins) against the same Better Auth
 * with stock settings (its default scrypt N=2^14 r=16, in-memory rate limit, no plugins),
 * in one process on one embedded Postgres. Prints figures and ratios.
 *   npx tsx --import ./server/register-hooks.mjs bench/auth.ts
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createDatabase } from "@/db/client";
import { startEmbeddedPostgres } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import * as authSchema from "@/db/schema/auth";
import { createAuth } from "@/lib/auth/create-auth";
import { hashPassword, POLICY_SCRYPT_COST } from "@/lib/auth/password-hash";
import { createMailer } from "@/server/email/mailer";

const BASE = "http://localhost:3000";
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 16);
const SESSION_READS = Number(process.env.BENCH_SESSION_READS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

type Handler = (request: Request) => Promise<Response>;

function post(handler: Handler, pathname: string, body: unknown, ip: string) {
  return handler(
    new Request(`${BASE}/api/auth${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
}

async function timed(count: number, run: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await run(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return count / seconds;
}

async function measure(name: string, handler: Handler, getSession: (cookie: string) => Request) {
  const email = `bench-${name}@example.com`;
  const password = "bench-password-1";
  const up = await post(handler, "/sign-up/email", { email, password, name }, "192.0.2.1");
  if (!up.ok) throw new Error(`${name}: sign-up failed ${up.status} ${await up.text()}`);
  let cookie = "";
  const signIns = await timed(SIGN_INS, async (i) => {
    const res = await post(handler, "/sign-in/email", { email, password }, `198.51.100.${i % 250}`);
    if (!res.ok) throw new Error(`${name}: sign-in failed ${res.status}`);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await res.arrayBuffer();
  });
  const reads = await timed(SESSION_READS, async () => {
    const res = await handler(getSession(cookie));
    if (!res.ok) throw new Error(`${name}: get-session failed ${res.status}`);
    await res.arrayBuffer();
  });
  const dbReads = await timed(SESSION_READS, async () => {
    const res = await handler(
      getSession(cookie.replace(/better-auth\.session_data=[^;]*;?\s*/, "")),
    );
    await res.arrayBuffer();
  });
  return { signIns, reads, dbReads };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "deckbot-bench-auth-"));
  const pg = await startEmbeddedPostgres({ dataDir, database: "bench", log: () => {} });
  try {
    await runMigrations(pg.url);
    const db = createDatabase(pg.url);
    const ours = createAuth({
      db,
      baseURL: BASE,
      secret: randomBytes(32).toString("base64url"),
      trustedOrigins: [BASE],
      mailer: createMailer({ from: "bench@localhost", db, devOutbox: true, log: () => {} }),
      requireEmailVerification: false,
      // Limits stay on and in Postgres; high enough that the bench is never refused.
      rateLimit: { max: 1_000_000, window: 10 },
    });
    const stock = betterAuth({
      baseURL: BASE,
      secret: randomBytes(32).toString("base64url"),
      telemetry: { enabled: false },
      database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
      emailAndPassword: { enabled: true },
      rateLimit: { enabled: true, storage: "memory", max: 1_000_000 },
      logger: { disabled: true },
    });
    const getSession = (cookie: string) =>
      new Request(`${BASE}/api/auth/get-session`, {
        headers: { cookie, "x-forwarded-for": "192.0.2.50" },
      });

    const hashStart = performance.now();
    await hashPassword("measure-one-hash", POLICY_SCRYPT_COST);
    const hashMs = performance.now() - hashStart;

    const a = await measure("ours", ours.handler, getSession);
    const b = await measure("stock", stock.handler, getSession);
    const row = (label: string, x: number, y: number) =>
      console.log(
        `${label.padEnd(34)} ours ${x.toFixed(1).padStart(8)} /s   stock ${y.toFixed(1).padStart(8)} /s   ratio ${(x / y).toFixed(2)}`,
      );
    console.log(
      `concurrency ${CONCURRENCY}; one policy hash (scrypt N=2^17 r=8 p=1): ${hashMs.toFixed(0)} ms`,
    );
    row(`sign-in (${SIGN_INS})`, a.signIns, b.signIns);
    // Stock has no cookie cache, so both of its rows read the database.
    row(`get-session as served (${SESSION_READS})`, a.reads, b.reads);
    row(`get-session from the database (${SESSION_READS})`, a.dbReads, b.dbReads);
    await db.$client.end();
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
