import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type AssetRow, asset } from "@/db/schema/assets";
import type { StorageBucket } from "@/lib/storage/limits";
import { announceWrites } from "@/server/sync/announce-writes";
import type { StorageDriver } from "./driver";
import { lockStorageKey } from "./lock-storage-key";
import type { PreparedUpload } from "./prepare-upload";

/**
 * Stores the file (once per key: keys are content hashes) and the owner's row (once per
 * owner, bucket and hash: re-uploading the same bytes returns the existing asset). A new
 * row is announced on the commit channel so `assets:list` subscribers see it live.
 */
export async function saveAsset(options: {
  db: Database;
  storage: StorageDriver;
  ownerId: string;
  bucket: StorageBucket;
  upload: PreparedUpload;
  originalName: string;
  commitChannel?: string;
}): Promise<{ row: AssetRow; created: boolean }> {
  const { db, storage, ownerId, bucket, upload } = options;
  return db.transaction(async (tx) => {
    await lockStorageKey(tx, bucket, upload.key);
    // Also after a removal whose commit failed, so an asset never points at a missing file.
    if (!(await storage.exists(bucket, upload.key))) {
      await storage.put(bucket, upload.key, upload.bytes, upload.contentType);
    }
    const [inserted] = await tx
      .insert(asset)
      .values({
        ownerId,
        bucket,
        key: upload.key,
        contentType: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
        originalName: options.originalName,
        width: upload.width,
        height: upload.height,
      })
      .onConflictDoNothing({ target: [asset.ownerId, asset.bucket, asset.sha256] })
      .returning();
    if (inserted) {
      await announceWrites(
        tx,
        [{ table: "assets", key: `owner=${ownerId}` }],
        options.commitChannel,
      );
      return { row: inserted, created: true };
    }
    const [existing] = await tx
      .select()
      .from(asset)
      .where(
        and(eq(asset.ownerId, ownerId), eq(asset.bucket, bucket), eq(asset.sha256, upload.sha256)),
      );
    if (!existing) throw new Error("asset row vanished during upload");
    return { row: existing, created: false };
  });
}
