import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { getEnv } from "@/lib/env";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

type DbGlobal = { __deckbotDb?: { url: string; db: Database } };
const store = globalThis as DbGlobal;

export function createDatabase(url: string, options: pg.PoolConfig = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20, ...options });
  // An idle client erroring (postgres restarting) must not crash the process.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  return drizzle({ client: pool, schema, casing: "snake_case" }) as Database;
}

/**
 * The process-wide database. Kept on globalThis because Next bundles its own copy of this
 * module (route handlers) beside the one server/main.ts loads; both share one pool.
 */
export function getDb(): Database {
  const url = getEnv().DATABASE_URL;
  if (!url)
    throw new Error("DATABASE_URL is not set (server/main.ts starts the embedded database first)");
  if (store.__deckbotDb?.url !== url) store.__deckbotDb = { url, db: createDatabase(url) };
  return store.__deckbotDb.db;
}

export async function closeDb(): Promise<void> {
  const current = store.__deckbotDb;
  store.__deckbotDb = undefined;
  await current?.db.$client.end();
}
