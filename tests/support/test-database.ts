import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "@/db/client";
import { runMigrations } from "@/db/migrate";

export type TestDatabase = {
  db: Database;
  /** Connection string whose search_path is this file's schema (for servers under test). */
  url: string;
  schema: string;
  close: () => Promise<void>;
};

/** A fresh, migrated schema on the shared test Postgres; dropped again by close(). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = inject("databaseUrl");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await runMigrations(baseUrl, { schema });
  const url = withSearchPath(baseUrl, schema);
  const db = createDatabase(url, { max: 10 });
  return {
    db,
    url,
    schema,
    async close() {
      await db.$client.end();
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

/** Adds `options=-c search_path=<schema>` so every pooled connection lands in the schema. */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}
