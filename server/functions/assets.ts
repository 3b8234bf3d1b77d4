import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import * as z from "zod";
import { asset } from "@/db/schema/assets";
import { AppError } from "@/lib/errors";
import { storageBucketSchema } from "@/lib/storage/limits";
import { getStorage } from "@/server/storage/get-storage";
import { lockStorageKey } from "@/server/storage/lock-storage-key";
import { toStoredAsset } from "@/server/storage/to-stored-asset";
import { defineMutation, defineQuery, type Identity } from "./define";

/** Uploads happen over HTTP (app/api/storage); these list and remove my own assets. */
function requireUser(identity: Identity | null): string {
  if (!identity) throw new AppError("UNAUTHENTICATED", "Sign in to manage your files.");
  return identity.subject;
}

const ownerScope = (ownerId: string) => `owner=${ownerId}`;

/** `assets:list` → my assets, newest first, optionally one bucket. */
export const list = defineQuery({
  args: z.object({ bucket: storageBucketSchema.optional() }),
  handler: async (ctx, args) => {
    const ownerId = requireUser(ctx.identity);
    ctx.read("assets", ownerScope(ownerId));
    const rows = await ctx.db
      .select()
      .from(asset)
      .where(
        args.bucket
          ? and(eq(asset.ownerId, ownerId), eq(asset.bucket, args.bucket))
          : eq(asset.ownerId, ownerId),
      )
      .orderBy(desc(asset.createdAt), desc(asset.id));
    return rows.map(toStoredAsset);
  },
});

/**
 * `assets:remove` → null. Only the owner; someone else's asset answers NOT_FOUND, the same
 * as a missing one, so ids cannot be probed. The file goes when no other row (another
 * owner's upload of the same bytes) still uses its key.
 */
export const remove = defineMutation({
  args: z.object({ assetId: z.uuid() }),
  handler: async (ctx, args) => {
    const ownerId = requireUser(ctx.identity);
    const [row] = await ctx.db
      .select()
      .from(asset)
      .where(and(eq(asset.id, args.assetId), eq(asset.ownerId, ownerId)));
    if (!row) throw new AppError("NOT_FOUND", "This file does not exist.");
    // Mutations run READ COMMITTED: the count below, made after the lock, sees any upload
    // of the same key that committed while we waited.
    await lockStorageKey(ctx.db, row.bucket, row.key);
    await ctx.db.delete(asset).where(eq(asset.id, row.id));
    ctx.write("assets", ownerScope(ownerId));
    const [other] = await ctx.db
      .select({ id: asset.id })
      .from(asset)
      .where(and(eq(asset.bucket, row.bucket), eq(asset.key, row.key), ne(asset.id, row.id)))
      .limit(1);
    if (!other) await getStorage().remove(row.bucket, row.key);
    return null;
  },
});
