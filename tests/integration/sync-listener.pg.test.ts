import { ConvexClient } from "convex/browser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { demoApi } from "../support/demo-api";
import { createDemoTables } from "../support/demo-functions";
import {
  channelFor,
  type RunningSyncServer,
  startSyncTestServer,
} from "../support/sync-test-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

let database: TestDatabase;
let server: RunningSyncServer;
let client: ConvexClient;

beforeAll(async () => {
  database = await createTestDatabase();
  await createDemoTables(database.db);
  server = await startSyncTestServer({ db: database.db, channel: channelFor(database.schema) });
  client = new ConvexClient(server.url, {
    webSocketConstructor: WebSocket as never,
    logger: false,
  });
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  await database?.close();
});

describe("commit listener", () => {
  it("re-runs every subscription after its LISTEN connection is lost, catching missed commits", async () => {
    let count = -1;
    client.onUpdate(demoApi.messages.count, {}, (n) => {
      count = n;
    });
    await waitFor(() => count === 0, { what: "first count" });

    const channel = channelFor(database.schema);
    const killed = await database.db.execute<{ ok: boolean }>(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where query = ${`listen ${channel}`}`,
    );
    expect(killed.rows.map((r) => r.ok)).toEqual([true]);
    // A commit whose NOTIFY nobody hears: written behind the engine's back.
    await database.db.execute(sql`
      insert into demo_messages (author, body) values ('ghost', 'unheard');
      update sync_clock set ts = ts + 1 where id = 1;
    `);
    await waitFor(() => count === 1, { timeoutMs: 10_000, what: "count after listener reconnect" });

    // And live updates flow again over the new LISTEN connection.
    await client.mutation(demoApi.messages.send, { author: "after", body: "reconnect" });
    await waitFor(() => count === 2, { what: "live update after reconnect" });
  });
});
