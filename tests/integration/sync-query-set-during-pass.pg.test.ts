import { afterAll, beforeAll, expect, it } from "vitest";
import { RawSyncClient } from "../support/raw-sync-client";
import { type RunningSyncServer, startSyncTestWorld } from "../support/sync-test-server";
import type { TestDatabase } from "../support/test-database";
import type { TestIdentityIssuer } from "../support/test-identity";

let database: TestDatabase;
let issuer: TestIdentityIssuer;
let server: RunningSyncServer;
let raw: RawSyncClient;

beforeAll(async () => {
  ({ database, issuer, server } = await startSyncTestWorld({ demoTables: true }));
  raw = await RawSyncClient.open(server.url, {});
});

afterAll(async () => {
  raw?.close();
  await server?.close();
  await issuer?.close();
  await database?.close();
});

/**
 * Regression: a ModifyQuerySet arriving while an update pass awaited the database was left
 * in the socket's inbox for good, because sending that pass's Transition dropped the socket
 * from the owed set. The browser then showed a query loading forever (the publish dialog
 * asks for two queries back to back).
 */
it("answers a query-set change that arrives during an update pass", async () => {
  raw.send({
    type: "Connect",
    sessionId: "session-mid-pass",
    connectionCount: 0,
    lastCloseReason: "InitialConnect",
    clientTs: Date.now(),
  });
  let version = 0;
  for (let round = 0; round < 15; round++) {
    // New args each time: a new query group, so the pass has to go to the database.
    const add = (queryId: number) => ({
      type: "ModifyQuerySet",
      baseVersion: version++,
      newVersion: version,
      modifications: [{ type: "Add", queryId, udfPath: "messages:count", args: [{ queryId }] }],
    });
    raw.send(add(round * 2));
    // The first change starts a pass; the second lands while it waits on Postgres.
    await new Promise((resolve) => setTimeout(resolve, round % 3));
    raw.send(add(round * 2 + 1));
    let reached = 0;
    while (reached < version) {
      const transition = await raw.next("Transition", 3_000);
      reached = transition.endVersion.querySet;
    }
    expect(reached).toBe(version);
  }
});
