import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUserOnline, listOnlineUsers } from "@/server/sync/presence";
import { RawSyncClient } from "../support/raw-sync-client";
import {
  type RunningSyncServer,
  startSyncTestWorld,
  TEST_ADMIN_KEY,
} from "../support/sync-test-server";
import type { TestDatabase } from "../support/test-database";
import type { TestIdentityIssuer } from "../support/test-identity";
import { waitFor } from "../support/wait-for";

let database: TestDatabase;
let issuer: TestIdentityIssuer;
let server: RunningSyncServer;
const raws: RawSyncClient[] = [];

async function open() {
  const raw = await RawSyncClient.open(server.url);
  raws.push(raw);
  return raw;
}

function addQuery(raw: RawSyncClient, udfPath: string) {
  raw.send({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications: [{ type: "Add", queryId: 0, udfPath, args: [{}] }],
  });
}

beforeAll(async () => {
  ({ database, issuer, server } = await startSyncTestWorld({
    demoTables: true,
  }));
});

afterAll(async () => {
  for (const raw of raws) raw.close();
  await server?.close();
  await issuer?.close();
  await database?.close();
});

describe("admin tokens", () => {
  it("gives an admin key admin rights, and impersonation the impersonated identity", async () => {
    const admin = await open();
    admin.send({ type: "Authenticate", tokenType: "Admin", value: TEST_ADMIN_KEY, baseVersion: 0 });
    addQuery(admin, "notes:adminOnly");
    let transition = await admin.next("Transition");
    while (transition.endVersion.querySet < 1) transition = await admin.next("Transition");
    expect(transition.modifications).toContainEqual(expect.objectContaining({ value: "secret" }));

    const acting = await open();
    acting.send({
      type: "Authenticate",
      tokenType: "Admin",
      value: TEST_ADMIN_KEY,
      baseVersion: 0,
      impersonating: { subject: "frank", name: "Frank", email: "frank@example.com" },
    });
    addQuery(acting, "users:me");
    transition = await acting.next("Transition");
    while (transition.endVersion.querySet < 1) transition = await acting.next("Transition");
    expect(transition.endVersion.identity).toBe(1);
    expect(transition.modifications).toContainEqual(
      expect.objectContaining({
        value: { id: "frank", email: "frank@example.com", name: "Frank" },
      }),
    );
  });
});

describe("token expiry on an open socket", () => {
  it("answers a call after the token expired with AuthError (authUpdateAttempted false) and closes", async () => {
    const raw = await open();
    raw.send({
      type: "Authenticate",
      tokenType: "User",
      value: await issuer.mint({ sub: "gina", ttlSeconds: 2 }),
      baseVersion: 0,
    });
    raw.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    const confirmed = await raw.next("Transition");
    expect(confirmed.endVersion.identity).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    raw.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "notes:add",
      args: [{ body: "too late" }],
    });
    const error = await raw.next("AuthError");
    expect(error).toEqual({
      type: "AuthError",
      error: "Token expired",
      baseVersion: 1,
      authUpdateAttempted: false,
    });
    expect((await raw.closed).code).toBe(1005);
  });
});

describe("presence", () => {
  it("lists a signed-in socket as online and forgets it when the socket closes", async () => {
    const raw = await open();
    raw.send({
      type: "Authenticate",
      tokenType: "User",
      value: await issuer.mint({ sub: "hana" }),
      baseVersion: 0,
    });
    await waitFor(() => isUserOnline(database.db, "hana"), { what: "hana online" });
    expect(await listOnlineUsers(database.db)).toContainEqual({ userId: "hana", sockets: 1 });
    raw.close();
    await raw.closed;
    await waitFor(async () => !(await isUserOnline(database.db, "hana")), { what: "hana offline" });
  });
});
