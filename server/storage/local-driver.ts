import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type StorageBucket, storageBucketSchema } from "@/lib/storage/limits";
import type { StorageDriver, StoredObject } from "./driver";
import { assertValidStorageKey, getContentTypeForKey } from "./keys";

/**
 * Files under `<root>/<bucket>/<key>` (root = DATA_DIR/storage). Writes go to a temp file
 * in the same directory and are renamed into place, so a reader never sees half a file and
 * two uploads of the same bytes cannot interleave.
 */
export function createLocalStorageDriver(root: string): StorageDriver {
  const base = path.resolve(root);

  function locate(bucket: StorageBucket, key: string) {
    const parsedBucket = storageBucketSchema.parse(bucket);
    assertValidStorageKey(key);
    const dir = path.join(base, parsedBucket);
    const file = path.join(dir, key);
    // Belt and braces: the key pattern already excludes separators and dots-only names.
    if (path.dirname(file) !== dir) throw new Error(`Invalid storage key: ${key}`);
    return { dir, file };
  }

  return {
    kind: "local",
    async put(bucket, key, bytes) {
      const { dir, file } = locate(bucket, key);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString("hex")}`);
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(bucket, key): Promise<StoredObject | null> {
      const { file } = locate(bucket, key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return null;
      const stream = createReadStream(file);
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        size: info.size,
        contentType: getContentTypeForKey(key) ?? "application/octet-stream",
      };
    },
    async remove(bucket, key) {
      const { file } = locate(bucket, key);
      await rm(file, { force: true });
    },
    async exists(bucket, key) {
      const { file } = locate(bucket, key);
      const info = await stat(file).catch(() => undefined);
      return Boolean(info?.isFile());
    },
  };
}
