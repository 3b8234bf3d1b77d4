import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { makeGif, makeJpeg, makePng, makeWebp } from "@/tests/support/test-images";
import { hashBytes } from "./keys";
import { prepareUpload } from "./prepare-upload";

const text = (s: string) => new TextEncoder().encode(s);

function codeOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("prepareUpload", () => {
  it.each([
    ["png", makePng(12, 8), "image/png", "png"],
    ["jpeg", makeJpeg(640, 480), "image/jpeg", "jpg"],
    ["gif", makeGif(16, 32), "image/gif", "gif"],
    ["webp", makeWebp(100, 50), "image/webp", "webp"],
  ] as const)(
    "accepts %s with its sniffed type, content-hash key and dimensions",
    (_n, bytes, type, ext) => {
      const prepared = prepareUpload("icons", bytes);
      expect(prepared.contentType).toBe(type);
      expect(prepared.key).toBe(`${hashBytes(bytes)}.${ext}`);
      expect(prepared.size).toBe(bytes.byteLength);
      expect(prepared.width).toBeGreaterThan(0);
      expect([prepared.width, prepared.height]).toEqual(
        { png: [12, 8], jpg: [640, 480], gif: [16, 32], webp: [100, 50] }[ext],
      );
    },
  );

  it("stores the sanitised SVG, hashed as sanitised, with its size", () => {
    const svg = text(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const prepared = prepareUpload("icons", svg);
    const stored = new TextDecoder().decode(prepared.bytes);
    expect(stored).not.toMatch(/script|onload|alert/);
    expect(prepared.key).toBe(`${hashBytes(prepared.bytes)}.svg`);
    expect([prepared.width, prepared.height]).toEqual([24, 12]);
  });

  it("refuses files over the bucket limit with PAYLOAD_TOO_LARGE", () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES.icons + 1);
    big.set(makePng(1, 1));
    expect(codeOf(() => prepareUpload("icons", big))).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Icons can be at most 512 KB.",
    });
    // The same file fits in media.
    expect(prepareUpload("media", big).contentType).toBe("image/png");
  });

  it("refuses text, HTML and empty files with INVALID_ARGUMENT", () => {
    for (const bytes of [text("hello"), text("<!doctype html><script>alert(1)</script>")]) {
      expect(codeOf(() => prepareUpload("media", bytes)).code).toBe("INVALID_ARGUMENT");
    }
    expect(codeOf(() => prepareUpload("media", new Uint8Array()))).toEqual({
      code: "INVALID_ARGUMENT",
      message: "The file is empty.",
    });
  });
});
