import * as z from "zod";
import { formatBytes, MAX_UPLOAD_BYTES, type StorageBucket, type StoredAsset } from "./limits";

/**
 * Browser helper for the editor: uploads one file to a bucket and returns the stored
 * asset, or throws an UploadError whose message can go straight into a toast.
 */
export type UploadErrorCode =
  | "UNAUTHENTICATED"
  | "PAYLOAD_TOO_LARGE"
  | "INVALID_ARGUMENT"
  | "RATE_LIMITED"
  | "NOT_FOUND"
  | "NETWORK"
  | "INTERNAL";

const DEFAULT_MESSAGES: Record<UploadErrorCode, string> = {
  UNAUTHENTICATED: "Sign in to upload files.",
  PAYLOAD_TOO_LARGE: "This file is too large.",
  INVALID_ARGUMENT: "Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.",
  RATE_LIMITED: "Too many uploads. Wait a moment and try again.",
  NOT_FOUND: "This storage bucket does not exist.",
  NETWORK: "The upload could not reach the server. Check your connection and try again.",
  INTERNAL: "The upload failed. Please try again.",
};

export class UploadError extends Error {
  readonly code: UploadErrorCode;
  constructor(code: UploadErrorCode, message = DEFAULT_MESSAGES[code]) {
    super(message);
    this.name = "UploadError";
    this.code = code;
  }
}

const errorBodySchema = z.object({
  code: z.enum(Object.keys(DEFAULT_MESSAGES) as [UploadErrorCode, ...UploadErrorCode[]]),
  message: z.string().min(1),
});

const assetSchema = z.object({
  id: z.string(),
  bucket: z.enum(["media", "icons"]),
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  originalName: z.string(),
  createdAt: z.number(),
});

const CODE_BY_STATUS: Record<number, UploadErrorCode> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

export async function uploadAsset(
  bucket: StorageBucket,
  file: File,
  options: { fetch?: typeof fetch; baseUrl?: string; signal?: AbortSignal } = {},
): Promise<StoredAsset> {
  // Checked here too so a user is told at once instead of after sending megabytes.
  if (file.size > MAX_UPLOAD_BYTES[bucket]) {
    const label = bucket === "icons" ? "Icons" : "Media files";
    throw new UploadError(
      "PAYLOAD_TOO_LARGE",
      `${label} can be at most ${formatBytes(MAX_UPLOAD_BYTES[bucket])}.`,
    );
  }
  const form = new FormData();
  form.set("file", file, file.name);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.baseUrl ?? ""}/api/storage/${bucket}`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new UploadError("NETWORK");
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const asset = assetSchema.safeParse(body);
    if (asset.success) return asset.data;
    throw new UploadError("INTERNAL");
  }
  const error = errorBodySchema.safeParse(body);
  if (error.success) throw new UploadError(error.data.code, error.data.message);
  throw new UploadError(CODE_BY_STATUS[response.status] ?? "INTERNAL");
}
