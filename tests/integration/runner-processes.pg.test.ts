import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, type Database } from "@/db/client";
import { run, shortcut, user, variable } from "@/db/schema";
import { enqueueRun } from "@/server/runner/enqueue-run";
import { type Runner, startRunner } from "@/server/runner/runner-loop";
import { channelFor } from "../support/sync-test-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

/**
 * Two server processes share one database: each with its own pool and runner loop, as two
 * replicas of server/main.ts would. Every run must execute exactly once.
 */
let database: TestDatabase;
let secondPool: Database;
let runners: Runner[] = [];
const hostId = "host-1";

beforeAll(async () => {
  database = await createTestDatabase();
  secondPool = createDatabase(database.url, { max: 10 });
  await database.db.insert(user).values({ id: hostId, name: "Ann", email: "ann@example.com" });
  await database.db
    .insert(variable)
    .values({ id: "v1", hostId, key: "count", type: "number", value: 0 });
  const channel = channelFor(database.schema);
  runners = [
    startRunner({ db: database.db, channel, pollMs: 100 }),
    startRunner({ db: secondPool, channel, pollMs: 100 }),
  ];
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await secondPool?.$client.end();
  await database?.close();
});

it("each run executes once across two runner loops", async () => {
  const shortcuts = Array.from({ length: 6 }, (_, i) => `s${i}`);
  for (const id of shortcuts) {
    await database.db.insert(shortcut).values({
      id,
      hostId,
      name: `Count ${id}`,
      steps: [
        { type: "wait", ms: 5 },
        { type: "increment_variable", variable: "count", by: 1 },
      ],
      // Half queue per shortcut, half are independent: both claim paths are exercised.
      whenBusy: "queue",
      mode: id.endsWith("0") ? "concurrent" : "sequential",
    });
  }
  const pools = [database.db, secondPool];
  const total = 60;
  await Promise.all(
    Array.from({ length: total }, (_, i) =>
      enqueueRun(pools[i % 2] as Database, {
        hostId,
        shortcutId: shortcuts[i % shortcuts.length] as string,
        trigger: { kind: "automation", automationId: "a1" },
      }),
    ),
  );
  await waitFor(
    async () => {
      const open = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from run where status in ('queued', 'running')`,
      );
      return open.rows[0]?.n === 0;
    },
    { timeoutMs: 20_000, what: "every run to finish" },
  );
  const [counter] = await database.db.select().from(variable).where(eq(variable.id, "v1"));
  expect(counter?.value).toBe(total);
  const rows = await database.db.select().from(run);
  expect(rows).toHaveLength(total);
  expect(rows.every((r) => r.status === "succeeded")).toBe(true);
  const claimers = new Set(rows.map((r) => r.claimedBy));
  expect([...claimers].every((id) => runners.some((r) => r.processId === id))).toBe(true);
});

it("runs of one shortcut never overlap, even across processes", async () => {
  const rows = await database.db.select().from(run).where(eq(run.shortcutId, "s1"));
  const spans = rows
    .map((r) => [r.startedAt?.getTime() ?? 0, r.finishedAt?.getTime() ?? 0] as const)
    .sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? 0);
  }
});

it("a run left running by a dead process is failed and its queue moves on", async () => {
  const { maintainRuns } = await import("@/server/runner/maintain-runs");
  await database.db.insert(run).values({
    id: "orphan",
    hostId,
    shortcutId: "s2",
    shortcutName: "Count s2",
    busyKey: "s2",
    steps: [],
    trigger: { kind: "host" },
    status: "running",
    claimedBy: "a-process-that-died",
    startedAt: new Date(Date.now() - 120_000),
    updatedAt: new Date(Date.now() - 120_000),
  });
  const queued = await enqueueRun(database.db, {
    hostId,
    shortcutId: "s2",
    trigger: { kind: "host" },
  });
  // Blocked behind the orphan: one shortcut's runs never overlap.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [blocked] = await database.db
    .select()
    .from(run)
    .where(eq(run.id, queued?.runId ?? ""));
  expect(blocked?.status).toBe("queued");

  expect(await maintainRuns(database.db, [])).toEqual([hostId]);
  const [orphan] = await database.db.select().from(run).where(eq(run.id, "orphan"));
  expect(orphan).toMatchObject({ status: "failed", error: "The server running it stopped" });
  await waitFor(
    async () => {
      const [row] = await database.db
        .select()
        .from(run)
        .where(eq(run.id, queued?.runId ?? ""));
      return row?.status === "succeeded";
    },
    { what: "the queued run to go after the sweep" },
  );
});
