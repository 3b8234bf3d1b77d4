import { ConvexClient } from "convex/browser";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { decodeU64 } from "@/lib/protocol/u64";
import { demoApi } from "../support/demo-api";
import { createDemoTables } from "../support/demo-functions";
import {
  channelFor,
  type RunningSyncServer,
  startSyncTestServer,
} from "../support/sync-test-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

/**
 * Property: whatever the interleaving of mutations from several official clients and
 * forced reconnects, every state a client is shown at ts T equals the data as of T (the
 * last committed mutation on each counter with ts ≤ T), ts never goes down on a socket,
 * and every client ends at the database's final values.
 */
let database: TestDatabase;
let server: RunningSyncServer;

type Snapshot = { ts: bigint; values: Map<string, number> };
type Commit = { ts: bigint; counter: string; value: number };

/** Wraps `ws` so the test sees every frame of the official client's current socket. */
function createObservedClient(url: string, commits: Commit[]) {
  const snapshots: Snapshot[] = [];
  const tsOrderViolations: string[] = [];
  let current: WebSocket | undefined;
  class ObservedSocket extends WebSocket {
    private readonly queries = new Map<number, string>();
    private readonly values = new Map<number, number>();
    private readonly mutations = new Map<number, string>();
    private lastTs = 0n;
    constructor(address: string) {
      super(address);
      current = this;
      this.on("message", (data) => this.observe(JSON.parse(String(data))));
    }
    override send(data: unknown, ...rest: never[]) {
      const message = JSON.parse(String(data));
      if (message.type === "ModifyQuerySet") {
        for (const mod of message.modifications) {
          if (mod.type === "Add") this.queries.set(mod.queryId, mod.args[0].name);
        }
      }
      if (message.type === "Mutation") this.mutations.set(message.requestId, message.args[0].name);
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
    private observe(message: {
      type: string;
      requestId?: number;
      success?: boolean;
      result?: number;
      ts?: string;
      endVersion?: { ts: string };
      modifications?: { type: string; queryId: number; value?: number }[];
    }) {
      if (message.type === "MutationResponse" && message.success && message.ts) {
        const counter = this.mutations.get(message.requestId ?? -1);
        if (counter)
          commits.push({ ts: decodeU64(message.ts), counter, value: Number(message.result) });
      }
      if (message.type === "Transition" && message.endVersion) {
        const ts = decodeU64(message.endVersion.ts);
        if (ts < this.lastTs) tsOrderViolations.push(`${ts} after ${this.lastTs}`);
        this.lastTs = ts;
        for (const mod of message.modifications ?? []) {
          if (mod.type === "QueryUpdated") this.values.set(mod.queryId, Number(mod.value));
          if (mod.type === "QueryRemoved") this.values.delete(mod.queryId);
        }
        const values = new Map<string, number>();
        for (const [queryId, value] of this.values) {
          const name = this.queries.get(queryId);
          if (name) values.set(name, value);
        }
        snapshots.push({ ts, values });
      }
    }
  }
  const client = new ConvexClient(url, {
    webSocketConstructor: ObservedSocket as never,
    logger: false,
  });
  return {
    client,
    snapshots,
    tsOrderViolations,
    dropSocket: () => current?.terminate(),
  };
}

function valueAt(commits: Commit[], counter: string, ts: bigint): number {
  let best: Commit | undefined;
  for (const commit of commits) {
    if (commit.counter === counter && commit.ts <= ts && (!best || commit.ts > best.ts))
      best = commit;
  }
  return best?.value ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createDemoTables(database.db);
  server = await startSyncTestServer({
    db: database.db,
    channel: channelFor(database.schema),
    limits: { mutationRate: { capacity: 10_000, refillPerSecond: 10_000 } },
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const command = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("add" as const),
      client: fc.nat(2),
      counter: fc.nat(2),
      by: fc.integer({ min: 1, max: 9 }),
      wait: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("reconnect" as const), client: fc.nat(2) }),
  },
);

describe("consistency under random interleavings", () => {
  it("shows every client only states that existed at their ts", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        run++;
        const names = [0, 1, 2].map((i) => `r${run}-c${i}`);
        const commits: Commit[] = [];
        const observed = [0, 1, 2].map(() => createObservedClient(server.url, commits));
        const latest = observed.map(() => new Map<string, number>());
        try {
          observed.forEach(({ client }, i) => {
            for (const name of names) {
              client.onUpdate(demoApi.counters.get, { name }, (value) =>
                latest[i]?.set(name, value),
              );
            }
          });
          const pending: Promise<unknown>[] = [];
          for (const step of commands) {
            const target = observed[step.client];
            if (!target) continue;
            if (step.kind === "reconnect") {
              target.dropSocket();
              continue;
            }
            const done = target.client.mutation(demoApi.counters.add, {
              name: names[step.counter] ?? "x",
              by: step.by,
            });
            pending.push(done);
            if (step.wait) await done;
          }
          await Promise.all(pending);

          const rows = await database.db.execute<{ name: string; value: string }>(
            sql`select name, value from demo_counters where name like ${`r${run}-%`}`,
          );
          const final = new Map(rows.rows.map((r) => [r.name, Number(r.value)]));
          await waitFor(
            () =>
              latest.every((seen) =>
                names.every((name) => seen.get(name) === (final.get(name) ?? 0)),
              ),
            { timeoutMs: 15_000, what: "clients converged on the final values" },
          );
          for (const { snapshots, tsOrderViolations } of observed) {
            expect(tsOrderViolations).toEqual([]);
            for (const snapshot of snapshots) {
              for (const [name, value] of snapshot.values) {
                expect(
                  value,
                  `${name} at ts ${snapshot.ts}; commits ${commits.map((c) => `${c.counter}=${c.value}@${c.ts}`).join(" ")}; shown ${snapshots.map((s) => `${s.ts}:${[...s.values].join("|")}`).join(" ")}`,
                ).toBe(valueAt(commits, name, snapshot.ts));
              }
            }
          }
        } finally {
          for (const { client } of observed) await client.close();
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
