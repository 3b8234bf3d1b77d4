import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asset } from "@/db/schema/assets";
import { MAX_UPLOAD_BYTES, type StoredAsset } from "@/lib/storage/limits";
import { UploadError, uploadAsset } from "@/lib/storage/upload-asset";
import { getStorage } from "@/server/storage/get-storage";
import { createUploadHandler } from "@/server/storage/handle-upload";
import { hashBytes } from "@/server/storage/keys";
import { RateLimiter } from "@/server/sync/rate-limiter";
import { TEST_BASE_URL } from "../support/auth-harness";
import { createStorageHarness, fileForm } from "../support/storage-harness";
import { makePng } from "../support/test-images";

let h: Awaited<ReturnType<typeof createStorageHarness>>;
let ann: Awaited<ReturnType<typeof h.createUser>>;
let bob: Awaited<ReturnType<typeof h.createUser>>;

beforeAll(async () => {
  h = await createStorageHarness();
  ann = await h.createUser("ann@example.com");
  bob = await h.createUser("bob@example.com");
});

afterAll(async () => {
  await h?.close();
});

const text = (s: string) => new TextEncoder().encode(s);
const rowsFor = (ownerId: string) => h.t.db.select().from(asset).where(eq(asset.ownerId, ownerId));
async function filesIn(bucket: string) {
  return readdir(path.join(h.storageDir, bucket)).catch(() => [] as string[]);
}

describe("POST /api/storage/[bucket] and GET /api/storage/[bucket]/[key]", () => {
  it("stores a png once and serves it back byte-identical, immutably cached, with 304 on If-None-Match", async () => {
    const png = makePng(16, 9);
    const res = await h.upload("icons", {
      body: fileForm(png, "logo.png", "image/png"),
      cookie: ann.cookie,
    });
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredAsset;
    const key = `${hashBytes(png)}.png`;
    expect(stored).toMatchObject({
      bucket: "icons",
      key,
      url: `/api/storage/icons/${key}`,
      contentType: "image/png",
      size: png.byteLength,
      width: 16,
      height: 9,
      originalName: "logo.png",
    });
    expect(await filesIn("icons")).toContain(key);
    expect(
      Buffer.compare(await readFile(path.join(h.storageDir, "icons", key)), Buffer.from(png)),
    ).toBe(0);

    const served = await h.serve("icons", key);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("etag")).toBe(`"${hashBytes(png)}"`);
    expect(served.headers.get("content-security-policy")).toBeNull();
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(png))).toBe(0);

    const again = await h.serve("icons", key, { "if-none-match": `"${hashBytes(png)}"` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const otherTag = await h.serve("icons", key, { "if-none-match": '"something-else"' });
    expect(otherTag.status).toBe(200);

    const head = await h.serve("icons", key, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(png.byteLength));
  });

  it("returns the existing asset when the same bytes are uploaded again (multipart or raw body)", async () => {
    const png = makePng(4, 4, [1, 2, 3]);
    const first = await h.upload("media", { body: fileForm(png, "a.png"), cookie: ann.cookie });
    const second = await h.upload("media", {
      body: fileForm(png, "renamed.png"),
      cookie: ann.cookie,
    });
    const raw = await h.upload("media", {
      body: Buffer.from(png),
      cookie: ann.cookie,
      headers: { "content-type": "image/png", "x-file-name": "raw.png" },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(raw.status).toBe(200);
    const ids = await Promise.all(
      [first, second, raw].map(async (r) => ((await r.json()) as StoredAsset).id),
    );
    expect(new Set(ids).size).toBe(1);
    const mine = (await rowsFor(ann.id)).filter((r) => r.sha256 === hashBytes(png));
    expect(mine).toHaveLength(1);
    // The same bytes in the other bucket are a separate asset.
    const icon = await h.upload("icons", { body: fileForm(png, "a.png"), cookie: ann.cookie });
    expect(icon.status).toBe(201);
  });

  it("refuses an oversize file with PAYLOAD_TOO_LARGE and stores nothing", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES.icons + 1);
    big.set(makePng(1, 1));
    const before = await rowsFor(bob.id);
    const form = await h.upload("icons", { body: fileForm(big, "big.png"), cookie: bob.cookie });
    expect(form.status).toBe(413);
    expect(await form.json()).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Icons can be at most 512 KB.",
    });
    const raw = await h.upload("icons", {
      body: Buffer.from(big),
      cookie: bob.cookie,
      headers: { "content-type": "image/png" },
    });
    expect(raw.status).toBe(413);
    expect(await rowsFor(bob.id)).toEqual(before);
    expect(await filesIn("icons")).not.toContain(`${hashBytes(big)}.png`);
  });

  it("refuses files that are not images whatever their name or Content-Type claims", async () => {
    const named = await h.upload("icons", {
      body: fileForm(text("definitely not a picture"), "photo.png", "image/png"),
      cookie: bob.cookie,
    });
    expect(named.status).toBe(400);
    expect(await named.json()).toEqual({
      code: "INVALID_ARGUMENT",
      message: "Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.",
    });
    const html = await h.upload("media", {
      body: text(
        "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
      ),
      cookie: bob.cookie,
      headers: { "content-type": "image/png", "x-file-name": "cat.png" },
    });
    expect(html.status).toBe(400);
    expect(((await html.json()) as { code: string }).code).toBe("INVALID_ARGUMENT");
    expect(await rowsFor(bob.id)).toEqual([]);
  });

  it("stores a script-bearing SVG sanitised and serves it with a sandboxing CSP", async () => {
    const svg = text(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="32" height="32" onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><circle r="10" onclick="alert(4)"/></a><foreignObject><iframe src="https://evil.test"/></foreignObject></svg>',
    );
    const res = await h.upload("icons", {
      body: fileForm(svg, "evil.svg", "image/svg+xml"),
      cookie: bob.cookie,
    });
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredAsset;
    expect(stored).toMatchObject({ contentType: "image/svg+xml", width: 32, height: 32 });
    expect(stored.key).not.toBe(`${hashBytes(svg)}.svg`); // the key is the hash of what is stored
    const served = await h.serve("icons", stored.key);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const body = await served.text();
    expect(body).toContain("<circle");
    expect(body).not.toMatch(/<script|\son\w+=|javascript:|foreignObject|iframe|alert/i);
    expect(stored.key).toBe(`${hashBytes(text(body))}.svg`);
  });

  it("refuses anonymous uploads with 401 and unknown buckets with 404", async () => {
    const anonymous = await h.upload("icons", { body: fileForm(makePng(2, 2), "a.png") });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      code: "UNAUTHENTICATED",
      message: "Sign in to upload files.",
    });
    const forged = await h.upload("icons", {
      body: fileForm(makePng(2, 2), "a.png"),
      cookie: "better-auth.session_token=forged.value",
    });
    expect(forged.status).toBe(401);
    const bucket = await h.upload("secrets", {
      body: fileForm(makePng(2, 2), "a.png"),
      cookie: ann.cookie,
    });
    expect(bucket.status).toBe(404);
    expect(((await bucket.json()) as { code: string }).code).toBe("NOT_FOUND");
  });

  it("answers 404 JSON for unknown, malformed and traversal keys", async () => {
    for (const [bucket, key] of [
      ["icons", `${"0".repeat(64)}.png`],
      ["icons", "..%2F..%2Fetc%2Fpasswd"],
      ["icons", "../auth-secret"],
      ["private", `${"0".repeat(64)}.png`],
    ] as const) {
      const res = await h.serve(bucket, key);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", message: "This file does not exist." });
    }
  });

  it("rate-limits uploads per user with RATE_LIMITED", async () => {
    const limited = createUploadHandler({
      getDb: () => h.t.db,
      getStorage,
      getUserId: async (headers) => (await h.t.auth.api.getSession({ headers }))?.user.id ?? null,
      rateLimiter: new RateLimiter({ capacity: 2, refillPerSecond: 0.001 }),
    });
    const send = (cookie: string) =>
      limited(
        new Request(`${TEST_BASE_URL}/api/storage/icons`, {
          method: "POST",
          body: fileForm(makePng(3, 3), "x.png"),
          headers: { cookie },
        }),
        "icons",
      );
    expect((await send(ann.cookie)).status).toBeLessThan(300);
    expect((await send(ann.cookie)).status).toBeLessThan(300);
    const third = await send(ann.cookie);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { code: string }).code).toBe("RATE_LIMITED");
    // Another user has their own allowance.
    expect((await send(bob.cookie)).status).toBeLessThan(300);
  });
});

describe("account deletion", () => {
  it("removes the account's assets and the files nobody else uses", async () => {
    const carol = await h.createUser("carol@example.com");
    const shared = makePng(9, 9, [9, 9, 9]);
    const own = makePng(9, 9, [8, 8, 8]);
    await h.upload("media", { body: fileForm(shared, "s.png"), cookie: ann.cookie });
    await h.upload("media", { body: fileForm(shared, "s.png"), cookie: carol.cookie });
    await h.upload("media", { body: fileForm(own, "o.png"), cookie: carol.cookie });
    expect(await rowsFor(carol.id)).toHaveLength(2);

    const asked = await carol.client.request("/delete-user", {
      body: { password: "password-123", callbackURL: "/auth/sign-in" },
    });
    expect(asked.status).toBe(200);
    const { link } = await h.t.lastMailTo("carol@example.com");
    expect((await carol.client.request(link)).status).toBe(302);

    expect(await rowsFor(carol.id)).toEqual([]);
    const files = await filesIn("media");
    expect(files).not.toContain(`${hashBytes(own)}.png`);
    expect(files).toContain(`${hashBytes(shared)}.png`); // ann still has it
    expect((await h.serve("media", `${hashBytes(shared)}.png`)).status).toBe(200);
  });
});

describe("uploadAsset (browser helper) against the route handler", () => {
  const asFile = (bytes: Uint8Array, name: string) => new File([Buffer.from(bytes)], name);

  it("returns the stored asset", async () => {
    const asset = await uploadAsset("media", asFile(makePng(7, 5), "shot.png"), {
      fetch: h.fetchAs(ann.cookie),
      baseUrl: TEST_BASE_URL,
    });
    expect(asset).toMatchObject({ bucket: "media", width: 7, height: 5, originalName: "shot.png" });
  });

  it("throws an UploadError with a message for each refusal", async () => {
    const options = (cookie?: string) => ({ fetch: h.fetchAs(cookie), baseUrl: TEST_BASE_URL });
    const cases: [() => Promise<unknown>, string, string][] = [
      [
        () => uploadAsset("icons", asFile(makePng(1, 1), "a.png"), options()),
        "UNAUTHENTICATED",
        "Sign in to upload files.",
      ],
      [
        () => uploadAsset("icons", asFile(text("hello"), "a.png"), options(ann.cookie)),
        "INVALID_ARGUMENT",
        "Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.",
      ],
      [
        () =>
          uploadAsset(
            "icons",
            asFile(new Uint8Array(MAX_UPLOAD_BYTES.icons + 1), "big.png"),
            options(ann.cookie),
          ),
        "PAYLOAD_TOO_LARGE",
        "Icons can be at most 512 KB.",
      ],
      [
        () =>
          uploadAsset("media", asFile(makePng(1, 1), "a.png"), {
            fetch: () => Promise.reject(new TypeError("fetch failed")),
          }),
        "NETWORK",
        "The upload could not reach the server. Check your connection and try again.",
      ],
    ];
    for (const [run, code, message] of cases) {
      const error = await run().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadError);
      expect(error).toMatchObject({ code, message });
    }
  });
});
