import { readdir } from "node:fs/promises";
import path from "node:path";
import { ConvexClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { createLocalJWKSet, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { api } from "@/lib/api";
import type { StoredAsset } from "@/lib/storage/limits";
import { TEST_BASE_URL, type TestClient } from "../support/auth-harness";
import { createStorageHarness, fileForm } from "../support/storage-harness";
import {
  channelFor,
  type RunningSyncServer,
  startSyncTestServer,
} from "../support/sync-test-server";
import { makePng } from "../support/test-images";
import { waitFor } from "../support/wait-for";

/**
 * `assets:list` / `assets:remove` through the official ConvexClient, signed in with real
 * Better Auth sync tokens (JWT plugin) of real users whose uploads went through the route.
 */
let h: Awaited<ReturnType<typeof createStorageHarness>>;
let server: RunningSyncServer;
const clients: ConvexClient[] = [];
let ann: Awaited<ReturnType<typeof h.createUser>>;
let bob: Awaited<ReturnType<typeof h.createUser>>;

async function tokenFor(client: TestClient): Promise<string> {
  const res = await client.request("/token");
  return (res.json as { token: string }).token;
}

function connect(user?: { client: TestClient }) {
  const client = new ConvexClient(server.url, { webSocketConstructor: WebSocket as never });
  clients.push(client);
  if (user) client.setAuth(() => tokenFor(user.client));
  return client;
}

async function uploadAs(user: { cookie: string }, bucket: "icons" | "media", bytes: Uint8Array) {
  const res = await h.upload(bucket, { body: fileForm(bytes, "x.png"), cookie: user.cookie });
  if (res.status >= 300) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as StoredAsset;
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConvexError);
  return (error as ConvexError<{ code: string; message: string }>).data;
}

beforeAll(async () => {
  const channel = channelFor("storage_assets");
  h = await createStorageHarness({ channel });
  ann = await h.createUser("ann@example.com");
  bob = await h.createUser("bob@example.com");
  await tokenFor(ann.client); // the JWT plugin creates its key on first use
  const jwks = (await h.t.client().request("/jwks")).json as JSONWebKeySet;
  server = await startSyncTestServer({
    db: h.t.db,
    channel,
    getKey: createLocalJWKSet(jwks),
    issuer: TEST_BASE_URL,
    audience: TEST_BASE_URL,
  });
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await server?.close();
  await h?.close();
});

describe("assets:list and assets:remove", () => {
  it("lists my assets newest first, by bucket, and updates live when I upload", async () => {
    const client = connect(ann);
    const seen: { value?: StoredAsset[] } = {};
    client.onUpdate(api.assets.list, {}, (value) => {
      seen.value = value;
    });
    await waitFor(() => seen.value !== undefined, { what: "first list" });
    expect(seen.value).toEqual([]);

    const first = await uploadAs(ann, "icons", makePng(2, 2, [10, 0, 0]));
    await waitFor(() => seen.value?.length === 1, { what: "upload pushed to the list" });
    const second = await uploadAs(ann, "media", makePng(2, 2, [20, 0, 0]));
    await waitFor(() => seen.value?.length === 2, { what: "second upload pushed" });
    expect(seen.value?.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(await client.query(api.assets.list, { bucket: "icons" })).toEqual([first]);
  });

  it("never lists another user's assets and refuses signed-out callers", async () => {
    await uploadAs(bob, "icons", makePng(3, 3, [0, 30, 0]));
    const annList = await connect(ann).query(api.assets.list, {});
    const bobList = await connect(bob).query(api.assets.list, {});
    expect(bobList).toHaveLength(1);
    expect(annList.map((a) => a.id)).not.toContain(bobList[0]?.id);
    expect(await errorOf(connect().query(api.assets.list, {}))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(
      await errorOf(connect(ann).query(api.assets.list, { bucket: "secrets" as "icons" })),
    ).toMatchObject({
      code: "INVALID_ARGUMENT",
    });
  });

  it("lets only the owner remove; another user gets NOT_FOUND and the asset stays", async () => {
    const asset = await uploadAs(ann, "icons", makePng(5, 5, [0, 0, 50]));
    const intruder = connect(bob);
    expect(await errorOf(intruder.mutation(api.assets.remove, { assetId: asset.id }))).toEqual({
      code: "NOT_FOUND",
      message: "This file does not exist.",
    });
    expect(
      await errorOf(connect().mutation(api.assets.remove, { assetId: asset.id })),
    ).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(
      await errorOf(intruder.mutation(api.assets.remove, { assetId: "not-a-uuid" })),
    ).toMatchObject({
      code: "INVALID_ARGUMENT",
    });
    const owner = connect(ann);
    expect((await owner.query(api.assets.list, {})).map((a) => a.id)).toContain(asset.id);
    expect((await h.serve("icons", asset.key)).status).toBe(200);

    expect(await owner.mutation(api.assets.remove, { assetId: asset.id })).toBeNull();
    expect((await owner.query(api.assets.list, {})).map((a) => a.id)).not.toContain(asset.id);
    expect((await h.serve("icons", asset.key)).status).toBe(404);
    expect(await errorOf(owner.mutation(api.assets.remove, { assetId: asset.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("keeps a file shared by two owners until the last row referencing it goes", async () => {
    const bytes = makePng(6, 6, [7, 7, 7]);
    const annAsset = await uploadAs(ann, "media", bytes);
    const bobAsset = await uploadAs(bob, "media", bytes);
    expect(bobAsset.key).toBe(annAsset.key);
    expect(bobAsset.id).not.toBe(annAsset.id);
    const onDisk = () => readdir(path.join(h.storageDir, "media"));
    expect((await onDisk()).filter((f) => f === annAsset.key)).toHaveLength(1);

    await connect(ann).mutation(api.assets.remove, { assetId: annAsset.id });
    expect(await onDisk()).toContain(annAsset.key);
    expect((await h.serve("media", annAsset.key)).status).toBe(200);

    await connect(bob).mutation(api.assets.remove, { assetId: bobAsset.id });
    expect(await onDisk()).not.toContain(annAsset.key);
    expect((await h.serve("media", annAsset.key)).status).toBe(404);
  });
});
