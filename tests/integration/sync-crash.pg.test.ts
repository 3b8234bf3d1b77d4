import { ConvexClient } from "convex/browser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { demoApi } from "../support/demo-api";
import { createDemoTables } from "../support/demo-functions";
import { killHard, type SyncServerProcess, spawnSyncServer } from "../support/spawn-sync-server";
import { channelFor } from "../support/sync-test-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

let database: TestDatabase;
const processes: SyncServerProcess[] = [];
const clients: ConvexClient[] = [];

async function spawn(port?: number) {
  const server = await spawnSyncServer({
    url: database.url,
    channel: channelFor(database.schema),
    ...(port ? { port } : {}),
  });
  processes.push(server);
  return server;
}

function newClient(url: string) {
  const client = new ConvexClient(url, { webSocketConstructor: WebSocket as never, logger: false });
  clients.push(client);
  return client;
}

async function countOf(body: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from demo_messages where body = ${body}`,
  );
  return result.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createDemoTables(database.db);
});

afterAll(async () => {
  for (const client of clients) await client.close();
  for (const server of processes) await killHard(server);
  await database?.close();
});

describe("crash safety and replicas", () => {
  it("stores every acknowledged mutation exactly once across kill -9 restarts", async () => {
    let server = await spawn();
    const port = server.port;
    const writers = Array.from({ length: 4 }, () => newClient(server.url));
    const counts = writers.map(() => ({ value: -1 }));
    writers.forEach((client, i) => {
      client.onUpdate(demoApi.messages.count, {}, (n: number) => {
        const slot = counts[i];
        if (slot) slot.value = n;
      });
    });
    const sent: string[] = [];
    const acknowledged: string[] = [];
    const pending: Promise<unknown>[] = [];
    let running = true;
    const loops = writers.map(async (client, w) => {
      for (let i = 0; running; i++) {
        const body = `w${w}-m${i}`;
        sent.push(body);
        const done = client
          .mutation(demoApi.messages.send, { author: `w${w}`, body })
          .then(() => acknowledged.push(body));
        pending.push(done);
        // Two in flight per client: the resend path sees both unanswered and answered ones.
        if (i % 2 === 1) await done;
      }
    });

    for (let round = 0; round < 3; round++) {
      await waitFor(() => acknowledged.length >= (round + 1) * 20, {
        timeoutMs: 30_000,
        what: `acknowledged mutations before kill ${round + 1}`,
      });
      await killHard(server);
      server = await spawn(port);
    }
    running = false;
    await Promise.all(loops);
    await Promise.all(pending);

    expect(acknowledged.length).toBe(sent.length);
    for (const body of sent) expect(await countOf(body), body).toBe(1);
    const total = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from demo_messages`,
    );
    const expected = total.rows[0]?.n;
    expect(expected).toBe(sent.length);
    await waitFor(() => counts.every((c) => c.value === expected), {
      timeoutMs: 10_000,
      what: "every client converged",
    });
  }, 120_000);

  it("delivers a mutation made through one process to a subscriber on another", async () => {
    const a = await spawn();
    const b = await spawn();
    const reader = newClient(a.url);
    const writer = newClient(b.url);
    const seen: string[][] = [];
    reader.onUpdate(demoApi.messages.list, {}, (rows: { body: string }[]) => {
      seen.push(rows.map((r) => r.body));
    });
    await waitFor(() => seen.length > 0, { what: "reader subscribed" });
    await writer.mutation(
      demoApi.messages.send as never,
      { author: "b", body: "across replicas" } as never,
    );
    await waitFor(() => seen.at(-1)?.includes("across replicas"), {
      timeoutMs: 5_000,
      what: "cross-replica update",
    });
  }, 60_000);
});
