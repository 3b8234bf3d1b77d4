import { ConvexClient } from "convex/browser";
import type { FunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { expect } from "vitest";
import WebSocket from "ws";
import { user } from "@/db/schema";
import { type Runner, type RunnerOptions, startRunner } from "@/server/runner/runner-loop";
import { channelFor, type RunningSyncServer, startSyncTestWorld } from "./sync-test-server";
import type { TestDatabase } from "./test-database";
import type { TestIdentityIssuer } from "./test-identity";
import { waitFor } from "./wait-for";

/**
 * One file's deck test world: a fresh database, the real sync server with the product
 * functions, a JWKS issuer, and official ConvexClients signed in as real users.
 */
export type DeckHarness = {
  database: TestDatabase;
  server: RunningSyncServer;
  /** Mints the sync JWTs the server trusts (for programs that bring their own client). */
  issuer: TestIdentityIssuer;
  /** The shortcut runner on this database, as server/main.ts starts it. */
  runner: Runner;
  /** A client signed in as a new user (inserted into Better Auth's user table). */
  signIn: (name: string) => Promise<{ id: string; client: ConvexClient }>;
  /** Another client (a second device) signed in as an existing user. */
  connectAs: (id: string, name: string, options?: { userAgent?: string }) => Promise<ConvexClient>;
  anonymous: () => ConvexClient;
  close: () => Promise<void>;
};

export async function startDeckHarness(
  options: { runner?: Omit<RunnerOptions, "db" | "channel"> } = {},
): Promise<DeckHarness> {
  const { database, issuer, server } = await startSyncTestWorld();
  const runner = startRunner({
    db: database.db,
    channel: channelFor(database.schema),
    pollMs: 200,
    ...options.runner,
  });
  const clients: ConvexClient[] = [];
  const newClient = (userAgent?: string) => {
    // The host agent is told apart by its user agent (sync presence platform "agent").
    const socket = userAgent
      ? class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers: { "user-agent": userAgent } });
          }
        }
      : WebSocket;
    const client = new ConvexClient(server.url, { webSocketConstructor: socket as never });
    clients.push(client);
    return client;
  };
  const connect = async (id: string, name: string, options: { userAgent?: string } = {}) => {
    const client = newClient(options.userAgent);
    const token = await issuer.mint({ sub: id, name });
    let confirmed = false;
    client.setAuth(
      async () => token,
      (ok) => {
        confirmed = ok;
      },
    );
    await waitFor(() => confirmed, { what: `${name} signed in` });
    return client;
  };
  let seq = 0;
  return {
    database,
    server,
    issuer,
    runner,
    async signIn(name) {
      seq++;
      const id = `user-${seq}-${name.toLowerCase()}`;
      await database.db.insert(user).values({ id, name, email: `${id}@example.com` });
      return { id, client: await connect(id, name) };
    },
    connectAs: connect,
    anonymous: () => newClient(),
    async close() {
      for (const client of clients) await client.close();
      await runner.stop();
      await server.close();
      await issuer.close();
      await database.close();
    },
  };
}

/** The ConvexError code a call fails with (fails the test if it succeeds). */
export async function errorCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ConvexError) return (error.data as { code: string }).code;
    throw error;
  }
  throw new Error("Expected the call to fail");
}

export async function expectCode(call: Promise<unknown>, code: string, message?: RegExp) {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ConvexError);
    const data = (error as ConvexError<{ code: string; message: string }>).data;
    expect(data.code).toBe(code);
    if (message) expect(data.message).toMatch(message);
    return;
  }
  throw new Error(`Expected ${code}, but the call succeeded`);
}

/** Subscribes and records the latest value. */
export function watchQuery<Args extends Record<string, unknown>, T>(
  client: ConvexClient,
  ref: FunctionReference<"query", "public", Args, T>,
  args: Args,
) {
  const state: { value?: T; error?: Error; updates: number } = { updates: 0 };
  client.onUpdate(
    ref,
    args,
    (value: T) => {
      state.value = value;
      state.updates++;
    },
    (error: Error) => {
      state.error = error;
    },
  );
  return state;
}
