import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "@/db/client";
import { runMigrations } from "@/db/migrate";

export type TestDatabase = {
  db: Database;
  /** Connection string of this file's own database (for servers under test). */
  url: string;
  /** Kept for callers that name tables by schema: always "public" in the own database. */
  schema: string;
  close: () => Promise<void>;
};

/**
 * A fresh, migrated database on the shared test Postgres; dropped again by close(). A whole
 * database rather than a schema because drizzle-kit writes foreign keys as
 * `REFERENCES "public"."user"`, which a per-schema copy cannot satisfy.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = inject("databaseUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  await withAdmin(baseUrl, (admin) => admin.query(`create database "${name}"`));
  const url = withDatabase(baseUrl, name);
  await runMigrations(url);
  const db = createDatabase(url, { max: 10 });
  return {
    db,
    url,
    schema: "public",
    async close() {
      await db.$client.end();
      await withAdmin(baseUrl, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Adds `options=-c search_path=<schema>` so every pooled connection lands in the schema. */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}
