import { describe, expect, it } from "vitest";
import { TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP } from "@/tests/support/test-images";
import { sniffImageType } from "./sniff-image";

const text = (s: string) => new TextEncoder().encode(s);

describe("sniffImageType", () => {
  it("recognises png, jpeg, gif and webp by their magic numbers", () => {
    expect(sniffImageType(TINY_PNG)).toBe("image/png");
    expect(sniffImageType(TINY_JPEG)).toBe("image/jpeg");
    expect(sniffImageType(TINY_GIF)).toBe("image/gif");
    expect(sniffImageType(TINY_WEBP)).toBe("image/webp");
  });

  it("recognises SVG by its root element after a prolog", () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(
      sniffImageType(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
        ),
      ),
    ).toBe("image/svg+xml");
  });

  it.each([
    ["plain text", text("just some text, named icon.png")],
    ["HTML claiming to be an image", text("<!doctype html><html><script>alert(1)</script>")],
    ["HTML with an svg inside", text("<html><body><svg></svg></body></html>")],
    ["a truncated png signature", TINY_PNG.subarray(0, 5)],
    ["RIFF that is not WEBP", text("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")],
    ["a PDF", text("%PDF-1.7\n")],
    ["empty", new Uint8Array()],
    ["binary with NUL before <svg", new Uint8Array([0, 0x3c, 0x73, 0x76, 0x67, 0x3e])],
    ["<svgx>", text("<svgx></svgx>")],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });
});
