import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setRuntimeEnv } from "@/lib/env";
import { getStorage } from "@/server/storage/get-storage";
import { createServeHandler } from "@/server/storage/handle-serve";
import { createUploadHandler } from "@/server/storage/handle-upload";
import type { RateLimiter } from "@/server/sync/rate-limiter";
import { createTestAuth, signUp, TEST_BASE_URL, type TestClient } from "./auth-harness";

/**
 * The storage route handlers built exactly as product-handlers.ts builds them, on a test
 * Better Auth instance and database, with DATA_DIR pointed at a temp directory so the
 * product's getStorage() (also used by `assets:remove`) writes there.
 */
export async function createStorageHarness(
  options: { channel?: string; rateLimiter?: RateLimiter } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "deckbot-storage-it-"));
  setRuntimeEnv({ DATA_DIR: dataDir });
  const t = await createTestAuth();
  const upload = createUploadHandler({
    getDb: () => t.db,
    getStorage,
    async getUserId(headers) {
      const session = await t.auth.api.getSession({ headers });
      return session?.user.id ?? null;
    },
    rateLimiter: options.rateLimiter,
    commitChannel: options.channel,
  });
  const serve = createServeHandler({ getStorage });

  async function createUser(email: string) {
    const client = t.client();
    const res = await signUp(client, { email, name: email.split("@")[0] });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    const id = (res.json as { user: { id: string } }).user.id;
    return { id, email, client, cookie: cookieOf(client) };
  }

  return {
    t,
    dataDir,
    storageDir: path.join(dataDir, "storage"),
    createUser,
    /** POST /api/storage/<bucket> as a browser would send it. */
    upload(
      bucket: string,
      init: { body: BodyInit; cookie?: string; headers?: Record<string, string> },
    ) {
      return upload(
        new Request(`${TEST_BASE_URL}/api/storage/${bucket}`, {
          method: "POST",
          body: init.body,
          headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
        }),
        bucket,
      );
    },
    /** GET /api/storage/<bucket>/<key>. */
    serve(bucket: string, key: string, headers: Record<string, string> = {}, method = "GET") {
      return serve(
        new Request(`${TEST_BASE_URL}/api/storage/${bucket}/${key}`, { method, headers }),
        bucket,
        key,
      );
    },
    /** Handler for a fetch() pointed at TEST_BASE_URL (drives lib/storage/upload-asset.ts). */
    fetchAs(cookie?: string): typeof fetch {
      return async (input, init) => {
        const request = new Request(input, init);
        const headers = new Headers(request.headers);
        if (cookie) headers.set("cookie", cookie);
        const bucket = new URL(request.url).pathname.split("/")[3] ?? "";
        return upload(new Request(request, { headers }), bucket);
      };
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

export function fileForm(bytes: Uint8Array, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name, { type }));
  return form;
}
