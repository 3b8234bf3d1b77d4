import "server-only";
import type { AcceptedImageType } from "@/lib/storage/limits";

/**
 * Decides an upload's type from its first bytes (magic numbers), never from the file name
 * or the Content-Type header. SVG is text, so it is recognised by its root element and is
 * only accepted after sanitising (sanitize-svg.ts).
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWithText(bytes, "GIF87a") || startsWithText(bytes, "GIF89a")) return "image/gif";
  if (startsWithText(bytes, "RIFF") && startsWithText(bytes.subarray(8), "WEBP"))
    return "image/webp";
  if (looksLikeSvg(bytes)) return "image/svg+xml";
  return undefined;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

function startsWithText(bytes: Uint8Array, text: string): boolean {
  return startsWith(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
  );
}

/** Prolog parts that may precede the root element: declaration, comments, doctype. */
const PROLOG =
  /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    // A cut multi-byte character at the 4 KiB boundary is fine; invalid UTF-8 earlier is not.
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 4090));
    } catch {
      return false;
    }
  }
  if (text.includes("\u0000")) return false;
  const rest = text.replace(/^\uFEFF/, "").replace(PROLOG, "");
  return /^<svg[\s>/]/.test(rest);
}
