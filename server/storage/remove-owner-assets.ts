import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { asset } from "@/db/schema/assets";
import { announceWrites } from "@/server/sync/announce-writes";
import type { StorageDriver } from "./driver";
import { lockStorageKey } from "./lock-storage-key";

/**
 * Before an account is deleted: drop its asset rows and every file no other owner still
 * uses. The rows would go by the foreign key's cascade anyway, but the files would stay
 * behind on disk or in S3 with nothing pointing at them.
 */
export async function removeOwnerAssets(
  db: Database,
  storage: StorageDriver,
  ownerId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(asset).where(eq(asset.ownerId, ownerId)).returning();
    if (removed.length === 0) return 0;
    await announceWrites(tx, [{ table: "assets", key: `owner=${ownerId}` }]);
    const files = new Map(removed.map((row) => [`${row.bucket}/${row.key}`, row]));
    for (const row of files.values()) {
      await lockStorageKey(tx, row.bucket, row.key);
      const [other] = await tx
        .select({ id: asset.id })
        .from(asset)
        .where(and(eq(asset.bucket, row.bucket), eq(asset.key, row.key)))
        .limit(1);
      if (!other) await storage.remove(row.bucket, row.key);
    }
    return removed.length;
  });
}
