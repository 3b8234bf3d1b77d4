import "server-only";
import { AppError } from "@/lib/errors";

/** Room for multipart boundaries and part headers beyond the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const DEFAULT_NAME = "upload";

export type UploadBody = { bytes: Uint8Array; originalName: string };

/**
 * Reads the file from a multipart form (field `file`) or a raw body, never holding more
 * than the bucket's limit (plus multipart overhead) in memory: a declared or streamed
 * body past the cap is refused with `tooLarge()` before it is read to the end.
 */
export async function readUploadBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<UploadBody> {
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);
  const cap = maxBytes + (multipart ? MULTIPART_OVERHEAD_BYTES : 0);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > cap) throw tooLarge();
  const raw = await readCapped(request, cap, tooLarge);
  if (!multipart) {
    return {
      bytes: raw,
      originalName: cleanName(decodeHeaderName(request.headers.get("x-file-name"))),
    };
  }
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("INVALID_ARGUMENT", "The upload form could not be read.");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) {
    throw new AppError("INVALID_ARGUMENT", "Send the image in a form field named “file”.");
  }
  if (file.size > maxBytes) throw tooLarge();
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    originalName: cleanName(file instanceof File ? file.name : null),
  };
}

async function readCapped(request: Request, cap: number, tooLarge: () => AppError) {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function decodeHeaderName(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A display name only (never a path): last segment, no control characters, bounded. */
export function cleanName(name: string | null): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const printable = [...base].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
  const cleaned = printable.join("").trim().slice(0, 200);
  return cleaned || DEFAULT_NAME;
}
