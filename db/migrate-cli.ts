import { getEnv, resolveDataDir } from "@/lib/env";
import { resolveDatabase } from "./database-url";
import { runMigrations } from "./migrate";

// `npm run db:migrate`: applies migrations to DATABASE_URL, or to the embedded database.
const env = getEnv();
const { url, embedded } = await resolveDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: resolveDataDir(env),
});
try {
  await runMigrations(url);
  console.log("[db] migrations applied");
} finally {
  await embedded?.stop();
}
