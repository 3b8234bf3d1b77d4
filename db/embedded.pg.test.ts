import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded";

const root = path.resolve(import.meta.dirname, "..");

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./server/register-hooks.mjs",
      "tests/support/embedded-child.ts",
      dataDir,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /URL (\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.on("exit", (code) => reject(new Error(`child exited early (${code}): ${out}`)));
  });
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  return Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("embedded Postgres after an unclean stop", () => {
  it("kill -9 of the app: the orphaned postgres is stopped and the next start keeps the data", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "deckbot-crash-"));
    dirs.push(dataDir);
    const first = await startChild(dataDir);
    await query(first.url, "create table notes (body text)");
    await query(first.url, "insert into notes values ($1)", ["committed before the crash"]);
    const orphan = postmasterPid(dataDir);
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    expect(() => process.kill(orphan, 0)).not.toThrow(); // postgres outlived the app

    const second = await startEmbeddedPostgres({ dataDir, log: () => {} });
    try {
      expect(await query(second.url, "select body from notes")).toEqual([
        { body: "committed before the crash" },
      ]);
      expect(() => process.kill(orphan, 0)).toThrow(); // the orphan was stopped
    } finally {
      await second.stop();
    }
  });

  it("kill -9 of the app and postgres: crash recovery replays the WAL and the data is intact", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "deckbot-crash-"));
    dirs.push(dataDir);
    const first = await startChild(dataDir);
    await query(first.url, "create table notes (n int)");
    await query(first.url, "insert into notes select generate_series(1, 500)");
    const pgPid = postmasterPid(dataDir);
    first.child.kill("SIGKILL");
    process.kill(pgPid, "SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true); // stale

    const second = await startEmbeddedPostgres({ dataDir, log: () => {} });
    try {
      expect(await query(second.url, "select count(*)::int as n from notes")).toEqual([{ n: 500 }]);
    } finally {
      await second.stop();
    }
  });
});
