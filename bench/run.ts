import { readdirSync } from "node:fs";
import path from "node:path";
import { benchEnv } from "./support/bench-env";
import { startBenchDatabase } from "./support/database";

/**
 * Runs every bench/sync-*.ts (and bench/press.ts) side by side with its peer on one embedded Postgres and
 * prints figures and ratios. `BENCH_ONLY=fanout npm run bench` runs a subset.
 */
const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((name) => /^(sync-.*|press)\.ts$/.test(name))
  .filter((name) => !benchEnv.BENCH_ONLY || name.includes(benchEnv.BENCH_ONLY))
  .sort();

const database = await startBenchDatabase();
console.log(`# Deckbot sync benchmarks (${new Date().toISOString()}, node ${process.version})`);
try {
  for (const file of files) {
    const bench = (await import(path.join(dir, file))) as {
      run: (ctx: { databaseUrl: string }) => Promise<unknown>;
    };
    await bench.run({ databaseUrl: database.url });
  }
} finally {
  await database.stop();
}
