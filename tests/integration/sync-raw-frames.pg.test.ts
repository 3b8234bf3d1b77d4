import { ConvexClient } from "convex/browser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { decodeU64, encodeU64 } from "@/lib/protocol/u64";
import { demoApi } from "../support/demo-api";
import { RawSyncClient } from "../support/raw-sync-client";
import { type RunningSyncServer, startSyncTestWorld } from "../support/sync-test-server";
import type { TestDatabase } from "../support/test-database";
import type { TestIdentityIssuer } from "../support/test-identity";
import { waitFor } from "../support/wait-for";

const ZERO = "AAAAAAAAAAA=";
let database: TestDatabase;
let issuer: TestIdentityIssuer;
let server: RunningSyncServer;
let bystander: ConvexClient;
let bystanderCount: number | undefined;
const raws: RawSyncClient[] = [];

async function open(headers: Record<string, string> = {}) {
  const raw = await RawSyncClient.open(server.url, headers);
  raws.push(raw);
  return raw;
}

function connect(raw: RawSyncClient, sessionId: string, extra: Record<string, unknown> = {}) {
  raw.send({
    type: "Connect",
    sessionId,
    connectionCount: 0,
    lastCloseReason: "InitialConnect",
    clientTs: Date.now(),
    ...extra,
  });
}

beforeAll(async () => {
  ({ database, issuer, server } = await startSyncTestWorld({
    demoTables: true,
    limits: {
      maxQueriesPerSocket: 3,
      mutationRate: { capacity: 5, refillPerSecond: 0.5 },
      pingIdleMs: 300,
    },
  }));
  // A well-behaved client that must keep working whatever the bad sockets do.
  bystander = new ConvexClient(server.url, { webSocketConstructor: WebSocket as never });
  bystander.onUpdate(demoApi.messages.count, {}, (n: number) => {
    bystanderCount = n;
  });
  await waitFor(() => bystanderCount !== undefined, { what: "bystander subscribed" });
});

afterAll(async () => {
  for (const raw of raws) raw.close();
  await bystander?.close();
  await server?.close();
  await issuer?.close();
  await database?.close();
});

describe("raw protocol frames", () => {
  it("chains versions exactly and follows a MutationResponse with a covering Transition", async () => {
    const raw = await open();
    connect(raw, "session-chain");
    raw.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    const first = await raw.next("Transition");
    expect(first.startVersion).toEqual({ querySet: 0, identity: 0, ts: ZERO });
    expect(first.endVersion.querySet).toBe(1);
    expect(first.modifications).toEqual([]);

    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 1,
      newVersion: 2,
      modifications: [{ type: "Add", queryId: 7, udfPath: "messages:list.js:list", args: [{}] }],
    });
    const second = await raw.next("Transition");
    expect(second.startVersion).toEqual(first.endVersion);
    expect(second.endVersion.querySet).toBe(2);
    // "module.js:name" is canonicalised: an unknown module here, so a clean NOT_FOUND failure.
    expect(second.modifications[0]).toMatchObject({ type: "QueryFailed", queryId: 7 });

    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 2,
      newVersion: 3,
      modifications: [
        { type: "Remove", queryId: 7 },
        { type: "Add", queryId: 8, udfPath: "messages:count", args: [{}] },
      ],
    });
    const third = await raw.next("Transition");
    expect(third.startVersion).toEqual(second.endVersion);
    expect(third.modifications.map((m) => m.type)).toEqual(["QueryRemoved", "QueryUpdated"]);

    raw.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ author: "raw", body: "one" }],
    });
    const response = await raw.next("MutationResponse");
    expect(response.success).toBe(true);
    const ts = decodeU64((response as { ts: string }).ts);
    const covering = await raw.next("Transition");
    expect(covering.startVersion).toEqual(third.endVersion);
    expect(decodeU64(covering.endVersion.ts)).toBeGreaterThanOrEqual(ts);
    expect(decodeU64(covering.endVersion.ts)).toBeGreaterThanOrEqual(
      decodeU64(third.endVersion.ts),
    );
  });

  it("answers a resent mutation from the session table: same result and ts, stored once", async () => {
    const first = await open();
    connect(first, "session-dedup");
    const mutation = {
      type: "Mutation",
      requestId: 3,
      udfPath: "messages:send",
      args: [{ author: "dedup", body: "exactly once" }],
    };
    first.send(mutation);
    const original = await first.next("MutationResponse");
    first.close();

    const second = await open();
    connect(second, "session-dedup", {
      connectionCount: 1,
      lastCloseReason: "closed with code 1006",
      maxObservedTimestamp: (original as { ts: string }).ts,
    });
    second.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    second.send(mutation);
    const replay = await second.next("MutationResponse");
    expect(replay).toEqual(original);
    const covering = await second.next("Transition");
    await waitFor(
      async () =>
        second.frames.some(
          (f) =>
            f.type === "Transition" &&
            decodeU64(f.endVersion.ts) >= decodeU64((original as { ts: string }).ts),
        ),
      { what: "covering transition" },
    );
    expect(covering.type).toBe("Transition");
    const rows = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from demo_messages where body = 'exactly once'`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("raises the clock to a reconnecting client's maxObservedTimestamp, within reason", async () => {
    const probe = await open();
    probe.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    const now = decodeU64((await probe.next("Transition")).endVersion.ts);
    const floor = now + 2_000_000_000n;
    const raw = await open();
    connect(raw, "session-floor", { connectionCount: 1, maxObservedTimestamp: encodeU64(floor) });
    raw.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    expect(decodeU64((await raw.next("Transition")).endVersion.ts)).toBeGreaterThanOrEqual(floor);

    // A client claiming a timestamp hours ahead cannot drag the clock there.
    const liar = await open();
    const farFuture = floor + 3_600n * 1_000_000_000n;
    connect(liar, "session-liar", {
      connectionCount: 1,
      maxObservedTimestamp: encodeU64(farFuture),
    });
    liar.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    expect(decodeU64((await liar.next("Transition")).endVersion.ts)).toBeLessThan(farFuture);
  });

  it("runs mutations without de-duplication when Connect never came", async () => {
    const raw = await open();
    raw.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    await raw.next("Transition");
    raw.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ author: "noconnect", body: "b" }],
    });
    expect((await raw.next("MutationResponse")).success).toBe(true);
  });

  it.each([
    ["malformed JSON", "{not json", /Malformed JSON/],
    ["an unknown message type", { type: "Bogus" }, /Invalid client message/],
    [
      "a BaseVersionMismatch",
      { type: "ModifyQuerySet", baseVersion: 5, newVersion: 6, modifications: [] },
      /BaseVersionMismatch/,
    ],
    [
      "removing an unknown query id",
      {
        type: "ModifyQuerySet",
        baseVersion: 0,
        newVersion: 1,
        modifications: [{ type: "Remove", queryId: 9 }],
      },
      /Nonexistent query id 9/,
    ],
    [
      "a duplicate query id",
      {
        type: "ModifyQuerySet",
        baseVersion: 0,
        newVersion: 1,
        modifications: [
          { type: "Add", queryId: 1, udfPath: "messages:count", args: [{}] },
          { type: "Add", queryId: 1, udfPath: "messages:list", args: [{}] },
        ],
      },
      /Duplicate query ID 1/,
    ],
  ])("answers %s with FatalError and closes", async (_name, frame, error) => {
    const raw = await open();
    raw.send(frame);
    const fatal = await raw.next("FatalError");
    expect(fatal.error).toMatch(error);
    expect((await raw.closed).code).toBe(1005);
  });

  it("closes an oversized frame with 1009", async () => {
    const raw = await open();
    raw.send({ type: "Event", eventType: "x", event: "y".repeat(1024 * 1024 + 10) });
    expect((await raw.closed).code).toBe(1009);
  });

  it("rejects a bad token with AuthError and a close, and a bad baseVersion with 1011", async () => {
    const raw = await open();
    raw.send({ type: "Authenticate", tokenType: "User", value: "not-a-jwt", baseVersion: 0 });
    const authError = await raw.next("AuthError");
    expect(authError).toMatchObject({ baseVersion: 0, authUpdateAttempted: true });
    expect((await raw.closed).code).toBe(1005);

    const expired = await open();
    expired.send({
      type: "Authenticate",
      tokenType: "User",
      value: await issuer.mint({ sub: "old", ttlSeconds: -5 }),
      baseVersion: 0,
    });
    expect((await expired.next("AuthError")).error).toMatch(/exp/);

    const skewed = await open();
    skewed.send({ type: "Authenticate", tokenType: "None", baseVersion: 3 });
    expect(await skewed.closed).toEqual({ code: 1011, reason: "InternalServerError" });
  });

  it("bumps the identity version for every accepted Authenticate, None included", async () => {
    const raw = await open();
    raw.send({
      type: "Authenticate",
      tokenType: "User",
      value: await issuer.mint({ sub: "erin" }),
      baseVersion: 0,
    });
    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "users:me", args: [{}] }],
    });
    let last = await raw.next("Transition");
    while (last.endVersion.querySet < 1) last = await raw.next("Transition");
    expect(last.endVersion.identity).toBe(1);
    expect(last.modifications).toContainEqual(
      expect.objectContaining({
        queryId: 0,
        value: { id: "erin", email: "erin@example.com", name: "erin" },
      }),
    );
    raw.send({ type: "Authenticate", tokenType: "None", baseVersion: 1 });
    const signedOut = await raw.next("Transition");
    expect(signedOut.startVersion).toEqual(last.endVersion);
    expect(signedOut.endVersion.identity).toBe(2);
    expect(signedOut.modifications).toContainEqual(
      expect.objectContaining({ queryId: 0, value: null }),
    );

    raw.send({
      type: "Authenticate",
      tokenType: "Admin",
      value: "wrong-admin-key-000000",
      baseVersion: 2,
    });
    expect((await raw.next("AuthError")).baseVersion).toBe(2);
  });

  it("fails queries past the per-socket limit without dropping the socket", async () => {
    const raw = await open();
    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [0, 1, 2, 3].map((queryId) => ({
        type: "Add",
        queryId,
        udfPath: "counters:get",
        args: [{ name: `c${queryId}` }],
      })),
    });
    const transition = await raw.next("Transition");
    const failed = transition.modifications.filter((m) => m.type === "QueryFailed");
    expect(failed).toEqual([
      expect.objectContaining({
        queryId: 3,
        errorData: expect.objectContaining({ code: "RATE_LIMITED" }),
      }),
    ]);
    expect(transition.modifications.filter((m) => m.type === "QueryUpdated")).toHaveLength(3);
  });

  it("rate-limits a mutation flood per user with RATE_LIMITED failures", async () => {
    const raw = await open();
    connect(raw, "session-flood");
    for (let requestId = 0; requestId < 8; requestId++) {
      raw.send({
        type: "Mutation",
        requestId,
        udfPath: "counters:add",
        args: [{ name: "flood", by: 1 }],
      });
    }
    const responses = [];
    for (let i = 0; i < 8; i++) responses.push(await raw.next("MutationResponse"));
    const limited = responses.filter((r) => !r.success);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0]).toMatchObject({ errorData: { code: "RATE_LIMITED" } });
  });

  it("sends Ping after idle time and refuses untrusted browser origins", async () => {
    const raw = await open({ Origin: "http://trusted.test" });
    expect((await raw.next("Ping", 3_000)).type).toBe("Ping");
    await expect(RawSyncClient.open(server.url, { Origin: "http://evil.test" })).rejects.toThrow(
      "HTTP 403",
    );
  });

  it("kept the well-behaved client working throughout", async () => {
    const before = bystanderCount ?? 0;
    const raw = await open();
    raw.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ author: "end", body: "last" }],
    });
    await raw.next("MutationResponse");
    await waitFor(() => (bystanderCount ?? 0) > before, { what: "bystander update" });
    expect(encodeU64(0n)).toBe(ZERO);
  });
});
