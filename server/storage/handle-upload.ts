import "server-only";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import {
  MAX_UPLOAD_BYTES,
  type StorageBucket,
  storageBucketSchema,
  UPLOAD_RATE_LIMIT,
} from "@/lib/storage/limits";
import { RateLimiter } from "@/server/sync/rate-limiter";
import type { StorageDriver } from "./driver";
import { toJsonError } from "./json-error";
import { prepareUpload, tooLargeError } from "./prepare-upload";
import { readUploadBody } from "./read-upload-body";
import { saveAsset } from "./save-asset";
import { toStoredAsset } from "./to-stored-asset";

export type UploadDeps = {
  getDb: () => Database;
  getStorage: () => StorageDriver;
  /** The signed-in user of the request (Better Auth session), or null. */
  getUserId: (headers: Headers) => Promise<string | null>;
  /** Per user, per process (in memory): see UPLOAD_RATE_LIMIT. */
  rateLimiter?: RateLimiter;
  commitChannel?: string;
};

export function createUploadRateLimiter() {
  return new RateLimiter({
    capacity: UPLOAD_RATE_LIMIT.burst,
    refillPerSecond: 1 / UPLOAD_RATE_LIMIT.refillSeconds,
  });
}

/**
 * POST /api/storage/<bucket>: signed in, within the rate limit and the bucket's size, the
 * type sniffed from the bytes (SVG sanitised) → 201 with the asset (200 when the same bytes
 * were already mine). Errors are `{ code, message }` with the code's status.
 */
export function createUploadHandler(deps: UploadDeps) {
  const limiter = deps.rateLimiter ?? createUploadRateLimiter();
  return async function handleUpload(request: Request, rawBucket: string): Promise<Response> {
    try {
      const parsed = storageBucketSchema.safeParse(rawBucket);
      if (!parsed.success) throw new AppError("NOT_FOUND", `There is no bucket “${rawBucket}”.`);
      const bucket: StorageBucket = parsed.data;
      const userId = await deps.getUserId(request.headers);
      if (!userId) throw new AppError("UNAUTHENTICATED", "Sign in to upload files.");
      if (!limiter.take(userId)) {
        throw new AppError("RATE_LIMITED", "Too many uploads. Wait a moment and try again.");
      }
      const body = await readUploadBody(request, MAX_UPLOAD_BYTES[bucket], () =>
        tooLargeError(bucket),
      );
      const upload = prepareUpload(bucket, body.bytes);
      const { row, created } = await saveAsset({
        db: deps.getDb(),
        storage: deps.getStorage(),
        ownerId: userId,
        bucket,
        upload,
        originalName: body.originalName,
        commitChannel: deps.commitChannel,
      });
      return Response.json(toStoredAsset(row), {
        status: created ? 201 : 200,
        headers: { "Cache-Control": "no-store" },
      });
    } catch (error) {
      return toJsonError(error, "upload");
    }
  };
}
