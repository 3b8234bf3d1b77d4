import "server-only";
import { createHash } from "node:crypto";
import type { AcceptedImageType } from "@/lib/storage/limits";

/**
 * Keys are content-addressed, `<sha256 hex>.<ext>`. Every driver and the serving route
 * validate keys against this exact shape, so no key can name a path outside its bucket.
 */
const EXTENSION_BY_TYPE: Record<AcceptedImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSION_BY_TYPE).map(([type, ext]) => [ext, type]),
) as Record<string, AcceptedImageType>;

const KEY_PATTERN = /^[0-9a-f]{64}\.(png|jpg|webp|gif|svg)$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function buildStorageKey(sha256: string, contentType: AcceptedImageType): string {
  const key = `${sha256}.${EXTENSION_BY_TYPE[contentType]}`;
  assertValidStorageKey(key);
  return key;
}

/** The content type a valid key was stored with (its extension came from sniffing). */
export function getContentTypeForKey(key: string): AcceptedImageType | undefined {
  if (!isValidStorageKey(key)) return undefined;
  return TYPE_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)];
}
