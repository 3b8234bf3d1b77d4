import "server-only";
import { AppError } from "@/lib/errors";
import { storageBucketSchema } from "@/lib/storage/limits";
import type { StorageDriver } from "./driver";
import { toJsonError } from "./json-error";
import { getContentTypeForKey } from "./keys";

/** Keys are content hashes, so a URL's bytes never change: cache for a year, immutable. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Defence in depth for SVG opened directly: no scripts, no loads, a sandboxed origin. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((part) => part.trim().replace(/^W\//, ""))
    .some((part) => part === etag || part === "*");
}

/**
 * GET/HEAD /api/storage/<bucket>/<key>: anyone with the URL may read (shared screens and
 * discover show these files); listing and removing are owner-scoped sync functions.
 */
export function createServeHandler(deps: { getStorage: () => StorageDriver }) {
  return async function handleServe(
    request: Request,
    rawBucket: string,
    key: string,
  ): Promise<Response> {
    try {
      const bucket = storageBucketSchema.safeParse(rawBucket);
      const contentType = getContentTypeForKey(key);
      const notFound = new AppError("NOT_FOUND", "This file does not exist.");
      if (!bucket.success || !contentType) throw notFound;
      const etag = `"${key.slice(0, key.indexOf("."))}"`;
      const headers = new Headers({
        "Cache-Control": IMMUTABLE_CACHE_CONTROL,
        ETag: etag,
        "X-Content-Type-Options": "nosniff",
      });
      if (contentType === "image/svg+xml") {
        headers.set("Content-Security-Policy", SVG_CONTENT_SECURITY_POLICY);
      }
      const storage = deps.getStorage();
      if (matchesEtag(request.headers.get("if-none-match"), etag)) {
        if (!(await storage.exists(bucket.data, key))) throw notFound;
        return new Response(null, { status: 304, headers });
      }
      const object = await storage.get(bucket.data, key);
      if (!object) throw notFound;
      headers.set("Content-Type", contentType);
      headers.set("Content-Length", String(object.size));
      if (request.method === "HEAD") {
        await object.body.cancel();
        return new Response(null, { status: 200, headers });
      }
      return new Response(object.body, { status: 200, headers });
    } catch (error) {
      return toJsonError(error, "download");
    }
  };
}
