import * as z from "zod";

/**
 * The two storage buckets (SPEC §3) and their limits, shared by the upload route and the
 * editor UI so both refuse the same files with the same numbers.
 */
export const STORAGE_BUCKETS = ["media", "icons"] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];
export const storageBucketSchema = z.enum(STORAGE_BUCKETS);

const KIB = 1024;
const MIB = 1024 * KIB;

/** Largest accepted upload per bucket, in bytes. */
export const MAX_UPLOAD_BYTES: Record<StorageBucket, number> = {
  icons: 512 * KIB,
  media: 10 * MIB,
};

/** The image types the server accepts, decided from the bytes, never the name or header. */
export const ACCEPTED_IMAGE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/svg+xml",
] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** For `<input type="file" accept>`; the server still sniffs whatever arrives. */
export const UPLOAD_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

/** Per-user uploads: a burst of this many, then one every `refillSeconds`. */
export const UPLOAD_RATE_LIMIT = { burst: 30, refillSeconds: 2 } as const;

export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${Math.round((bytes / MIB) * 10) / 10} MB`;
  if (bytes >= KIB) return `${Math.round(bytes / KIB)} KB`;
  return `${bytes} bytes`;
}

/** The public URL an asset is served from (app/api/storage/[bucket]/[key]). */
export function getAssetUrl(bucket: StorageBucket, key: string): string {
  return `/api/storage/${bucket}/${key}`;
}

/** What the upload route answers and `assets:list` returns per asset. */
export type StoredAsset = {
  id: string;
  bucket: StorageBucket;
  key: string;
  url: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string;
  createdAt: number;
};
