import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { ConvexReactClient } from "convex/react";
import type { FunctionReference } from "convex/server";
import { ConvexError, type Value } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { demoApi } from "../support/demo-api";
import { type RunningSyncServer, startSyncTestWorld } from "../support/sync-test-server";
import type { TestDatabase } from "../support/test-database";
import type { TestIdentityIssuer } from "../support/test-identity";
import { waitFor } from "../support/wait-for";

const api = demoApi;
let database: TestDatabase;
let issuer: TestIdentityIssuer;
let server: RunningSyncServer;
const clients: { close: () => unknown }[] = [];

function newClient() {
  const client = new ConvexClient(server.url, { webSocketConstructor: WebSocket as never });
  clients.push(client);
  return client;
}

function watch<T>(
  client: ConvexClient,
  ref: FunctionReference<"query", "public", Record<string, never>, T>,
) {
  const state: { value?: T; error?: Error; updates: number } = { updates: 0 };
  client.onUpdate(
    ref,
    {},
    (value: T) => {
      state.value = value;
      state.error = undefined;
      state.updates++;
    },
    (error: Error) => {
      state.error = error;
    },
  );
  return state;
}

beforeAll(async () => {
  ({ database, issuer, server } = await startSyncTestWorld({
    demoTables: true,
  }));
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await server?.close();
  await issuer?.close();
  await database?.close();
});

describe("the official ConvexClient against our sync server", () => {
  it("subscribes, mutates and sees the update pushed to every subscriber", async () => {
    const writer = newClient();
    const reader = newClient();
    const seen = watch<{ body: string }[]>(reader, api.messages.list);
    await waitFor(() => seen.value !== undefined, { what: "first result" });
    expect(seen.value).toEqual([]);

    const id = await writer.mutation(api.messages.send, { author: "ann", body: "hello" });
    expect(typeof id).toBe("number");
    // The writer's promise resolved only after a covering Transition: it reads its write.
    expect(await writer.query(api.messages.list, {})).toEqual([
      { id, author: "ann", body: "hello" },
    ]);
    await waitFor(() => seen.value?.length === 1, { what: "pushed update" });
    expect(seen.value?.[0]?.body).toBe("hello");
  });

  it("fails a mutation with ConvexError data {code, message} and hides internal errors", async () => {
    const client = newClient();
    const forbidden = await client.mutation(api.messages.fail, {}).catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(ConvexError);
    expect((forbidden as ConvexError<Value>).data).toEqual({
      code: "FORBIDDEN",
      message: "You cannot post here.",
    });

    const invalid = await client
      .mutation(api.messages.send, { author: "", body: "x" })
      .catch((e: unknown) => e);
    expect((invalid as ConvexError<{ code: string; message: string }>).data.code).toBe(
      "INVALID_ARGUMENT",
    );
    expect((invalid as ConvexError<{ message: string }>).data.message).toMatch(/author/);

    const crash = await client.mutation(api.messages.crash, {}).catch((e: unknown) => e);
    expect(crash).toBeInstanceOf(Error);
    expect(crash).not.toBeInstanceOf(ConvexError);
    expect(String(crash)).toContain("Server error");
    expect(String(crash)).not.toContain("secret internal detail");

    const missing = await client.mutation(api.messages.nope, {}).catch((e: unknown) => e);
    expect((missing as ConvexError<{ code: string }>).data.code).toBe("NOT_FOUND");
  });

  it("rolls back a failed mutation's nested-transaction writes too", async () => {
    const client = newClient();
    const before = await client.query(api.messages.count, {});
    const error = await client
      .mutation(api.messages.nestedThenFail, { body: "must not persist" })
      .catch((e: unknown) => e);
    expect((error as ConvexError<{ code: string }>).data.code).toBe("INVALID_ARGUMENT");
    expect(await client.query(api.messages.count, {})).toBe(before);
  });

  it("runs an action that reads through a query and writes through a mutation", async () => {
    const client = newClient();
    const before = await client.query(api.messages.count, {});
    const result = await client.action(api.messages.echo, { text: "ping" });
    expect(result).toEqual({ echoed: "ping", count: before, by: null });
    await client.action(api.messages.sendViaAction, { body: "from action" });
    expect(await client.query(api.messages.count, {})).toBe(before + 1);
  });

  it("fails queries for signed-out and forbidden callers with errorData", async () => {
    const anonymous = newClient();
    const mine = watch(anonymous, api.notes.mine);
    await waitFor(() => mine.error, { what: "query failure" });
    expect(mine.error).toBeInstanceOf(ConvexError);
    expect((mine.error as ConvexError<{ code: string }>).data.code).toBe("UNAUTHENTICATED");

    const user = newClient();
    user.setAuth(() => issuer.mint({ sub: "user-f" }));
    const admin = watch(user, api.notes.adminOnly);
    await waitFor(
      () => (admin.error as ConvexError<{ code: string }>)?.data?.code === "FORBIDDEN",
      {
        what: "forbidden",
      },
    );
  });

  it("keeps two users' data apart and re-runs only the owner's query", async () => {
    const alice = newClient();
    const bob = newClient();
    alice.setAuth(() => issuer.mint({ sub: "alice" }));
    bob.setAuth(() => issuer.mint({ sub: "bob" }));
    const aliceNotes = watch<string[]>(alice, api.notes.mine);
    const bobNotes = watch<string[]>(bob, api.notes.mine);
    await waitFor(() => aliceNotes.value && bobNotes.value, { what: "both users' notes" });
    const bobUpdates = bobNotes.updates;

    await alice.mutation(api.notes.add, { body: "alice's secret" });
    await waitFor(() => aliceNotes.value?.length === 1, { what: "alice's note" });
    expect(aliceNotes.value).toEqual(["alice's secret"]);
    await bob.mutation(api.notes.add, { body: "bob's" });
    await waitFor(() => bobNotes.value?.length === 1, { what: "bob's note" });
    expect(bobNotes.value).toEqual(["bob's"]);
    expect(bobNotes.updates).toBe(bobUpdates + 1);
    expect(await alice.query(api.users.me, {})).toEqual({
      id: "alice",
      email: "alice@example.com",
      name: "alice",
    });
  });

  it("recovers from an expired token by fetching a fresh one, and refreshes before expiry", async () => {
    const client = newClient();
    let calls = 0;
    const authStates: boolean[] = [];
    client.setAuth(
      async () => {
        calls++;
        // The cached token has expired; later fetches get short-lived fresh ones.
        return issuer.mint({ sub: "carol", ttlSeconds: calls === 1 ? -60 : 12 });
      },
      (isAuthenticated) => authStates.push(isAuthenticated),
    );
    const me = watch<{ id: string } | null>(client, api.users.me);
    await waitFor(() => me.value?.id === "carol", { what: "carol signed in" });
    expect(authStates).toContain(true);
    expect(authStates).not.toContain(false);
    const afterSignIn = calls;
    // 12 s tokens with the client's 10 s leeway: a refresh is due ~2 s after confirmation.
    await waitFor(() => calls > afterSignIn, { timeoutMs: 8_000, what: "token refresh" });
    await client.mutation(api.notes.add, { body: "after refresh" });
    expect(await client.query(api.notes.mine, {})).toEqual(["after refresh"]);
  }, 20_000);

  it("works with ConvexReactClient over ws, and ConvexHttpClient over HTTP", async () => {
    const react = new ConvexReactClient(server.url, { webSocketConstructor: WebSocket as never });
    clients.push(react);
    const watcher = react.watchQuery(api.messages.count, {});
    const values: number[] = [];
    watcher.onUpdate(() => {
      const value = watcher.localQueryResult();
      if (typeof value === "number") values.push(value);
    });
    await waitFor(() => values.length > 0, { what: "react client result" });
    await react.mutation(api.messages.send, { author: "react", body: "hi" });
    await waitFor(() => values.at(-1) === (values[0] ?? 0) + 1, { what: "react update" });

    const http = new ConvexHttpClient(server.url);
    const count = await http.query(api.messages.count, {});
    await http.mutation(api.messages.send, { author: "http", body: "over http" });
    expect(await http.query(api.messages.count, {})).toBe(count + 1);
    const denied = await http.query(api.notes.mine, {}).catch((e: unknown) => e);
    expect((denied as ConvexError<{ code: string }>).data.code).toBe("UNAUTHENTICATED");
    http.setAuth(await issuer.mint({ sub: "dave" }));
    expect(await http.query(api.users.me, {})).toMatchObject({ id: "dave" });
  });
});
