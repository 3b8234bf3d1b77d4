import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded";

/**
 * DATABASE_URL when given; otherwise a real Postgres started from npm under DATA_DIR.
 * Shared by server/main.ts and the db:migrate script.
 */
export async function resolveDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (options.databaseUrl) return { url: options.databaseUrl };
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
  return { url: embedded.url, embedded };
}
