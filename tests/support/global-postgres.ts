import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "@/db/embedded";

/**
 * One real Postgres for the whole integration run (or TEST_DATABASE_URL when given);
 * each test file then takes a fresh schema of its own (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("databaseUrl", external);
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "deckbot-test-pg-"));
  const db = await startEmbeddedPostgres({ dataDir, database: "deckbot_test", log: () => {} });
  project.provide("databaseUrl", db.url);
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
