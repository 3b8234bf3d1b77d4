import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

/**
 * Applies drizzle-kit migrations (journal in db/migrations/meta). An advisory lock keeps
 * replicas that start together from racing; `schema` targets a fresh schema in tests.
 */
export async function runMigrations(url: string, options: { schema?: string } = {}): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(727274)");
    if (options.schema) await client.query(`create schema if not exists "${options.schema}"`);
    await migrate(drizzle({ client }), {
      migrationsFolder,
      ...(options.schema ? { migrationsSchema: options.schema } : {}),
    });
  } finally {
    await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
    await client.end();
  }
}
