import "server-only";
import type { StorageBucket } from "@/lib/storage/limits";

/** A stored file as read back: its bytes as a stream plus what the response needs. */
export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
};

/**
 * Where bucket files live: local disk (local-driver.ts) or any S3-compatible store
 * (s3-driver.ts). Keys are validated by every driver (keys.ts), never trusted.
 */
export interface StorageDriver {
  readonly kind: "local" | "s3";
  put(bucket: StorageBucket, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: StorageBucket, key: string): Promise<StoredObject | null>;
  remove(bucket: StorageBucket, key: string): Promise<void>;
  exists(bucket: StorageBucket, key: string): Promise<boolean>;
}
