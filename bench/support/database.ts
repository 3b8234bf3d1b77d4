import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";

/** A throwaway embedded Postgres with the app schema and the demo tables. */
export async function startBenchDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "deckbot-bench-pg-"));
  const db = await startEmbeddedPostgres({ dataDir, database: "deckbot_bench", log: () => {} });
  await runMigrations(db.url);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`
    create table demo_messages (id serial primary key, author text not null, body text not null);
    create table demo_notes (id serial primary key, owner text not null, body text not null);
    create table demo_counters (name text primary key, value bigint not null default 0);
    create table raw_events (id serial primary key, body text not null);
  `);
  await client.end();
  return {
    url: db.url,
    async stop() {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
