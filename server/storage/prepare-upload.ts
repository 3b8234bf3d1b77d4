import "server-only";
import { imageSize } from "image-size";
import { AppError } from "@/lib/errors";
import {
  type AcceptedImageType,
  formatBytes,
  MAX_UPLOAD_BYTES,
  type StorageBucket,
} from "@/lib/storage/limits";
import { buildStorageKey, hashBytes } from "./keys";
import { SvgRejectedError, sanitizeSvg } from "./sanitize-svg";
import { sniffImageType } from "./sniff-image";

export type PreparedUpload = {
  bytes: Uint8Array;
  contentType: AcceptedImageType;
  key: string;
  sha256: string;
  size: number;
  width: number | null;
  height: number | null;
};

const BUCKET_LABEL: Record<StorageBucket, string> = { icons: "Icons", media: "Media files" };

export function tooLargeError(bucket: StorageBucket): AppError {
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    `${BUCKET_LABEL[bucket]} can be at most ${formatBytes(MAX_UPLOAD_BYTES[bucket])}.`,
  );
}

export const WRONG_TYPE_MESSAGE = "Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.";

/**
 * Turns uploaded bytes into what is stored: the type comes from the bytes alone, SVG is
 * replaced by its sanitised form (so the hash and key are of what is served), and the
 * dimensions are read from the header where the format has them.
 */
export function prepareUpload(bucket: StorageBucket, input: Uint8Array): PreparedUpload {
  if (input.byteLength > MAX_UPLOAD_BYTES[bucket]) throw tooLargeError(bucket);
  if (input.byteLength === 0) throw new AppError("INVALID_ARGUMENT", "The file is empty.");
  const contentType = sniffImageType(input);
  if (!contentType) throw new AppError("INVALID_ARGUMENT", WRONG_TYPE_MESSAGE);
  let bytes = input;
  if (contentType === "image/svg+xml") {
    try {
      bytes = sanitizeSvg(input);
    } catch (error) {
      if (error instanceof SvgRejectedError) throw new AppError("INVALID_ARGUMENT", error.message);
      throw error;
    }
  }
  const sha256 = hashBytes(bytes);
  const { width, height } = readDimensions(bytes);
  return {
    bytes,
    contentType,
    key: buildStorageKey(sha256, contentType),
    sha256,
    size: bytes.byteLength,
    width,
    height,
  };
}

function readDimensions(bytes: Uint8Array): { width: number | null; height: number | null } {
  try {
    const size = imageSize(bytes);
    return { width: size.width ?? null, height: size.height ?? null };
  } catch {
    // A header the reader cannot parse (or an SVG without a size) just has no dimensions.
    return { width: null, height: null };
  }
}
