import "server-only";
import type { AssetRow } from "@/db/schema/assets";
import { getAssetUrl, type StoredAsset } from "@/lib/storage/limits";

/** The public shape of an asset row (upload response and `assets:list`). */
export function toStoredAsset(row: AssetRow): StoredAsset {
  return {
    id: row.id,
    bucket: row.bucket,
    key: row.key,
    url: getAssetUrl(row.bucket, row.key),
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    createdAt: row.createdAt.getTime(),
  };
}
