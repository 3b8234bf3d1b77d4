import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { type StorageBucket, storageBucketSchema } from "@/lib/storage/limits";
import type { StorageDriver, StoredObject } from "./driver";
import { assertValidStorageKey, getContentTypeForKey } from "./keys";

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
};

/**
 * Any S3-compatible store: one S3 bucket, our two buckets as key prefixes `media/` and
 * `icons/`. Objects carry their content type so the store can serve them directly too.
 */
export function createS3StorageDriver(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Newer SDKs add CRC checksums with aws-chunked bodies by default, which many
    // S3-compatible stores reject; send them only where the operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;

  function objectKey(bucket: StorageBucket, key: string) {
    assertValidStorageKey(key);
    return `${storageBucketSchema.parse(bucket)}/${key}`;
  }

  return {
    kind: "s3",
    async put(bucket, key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(bucket, key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(bucket, key): Promise<StoredObject | null> {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }),
        );
        if (!result.Body) return null;
        return {
          body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: result.ContentLength ?? 0,
          // The key's extension came from sniffing; the stored header is only a fallback.
          contentType:
            getContentTypeForKey(key) ?? result.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },
    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === "NoSuchKey" ||
    error.name === "NotFound" ||
    error.$metadata.httpStatusCode === 404
  );
}
