import { describe, expect, it } from "vitest";
import {
  assertValidStorageKey,
  buildStorageKey,
  getContentTypeForKey,
  hashBytes,
  isValidStorageKey,
} from "./keys";

const sha = hashBytes(new TextEncoder().encode("hello"));

describe("storage keys", () => {
  it("builds <sha256>.<ext> from the bytes' hash and sniffed type", () => {
    expect(sha).toBe("2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824");
    expect(buildStorageKey(sha, "image/png")).toBe(`${sha}.png`);
    expect(buildStorageKey(sha, "image/jpeg")).toBe(`${sha}.jpg`);
    expect(getContentTypeForKey(`${sha}.svg`)).toBe("image/svg+xml");
    expect(getContentTypeForKey(`${sha}.webp`)).toBe("image/webp");
  });

  it.each([
    "../etc/passwd",
    `../${sha}.png`,
    `${sha}.png/../../x`,
    `media/${sha}.png`,
    `${sha}.png\u0000.txt`,
    `%2e%2e%2f${sha}.png`,
    `..\\${sha}.png`,
    `/${sha}.png`,
    `${sha}.PNG`,
    `${sha}.html`,
    `${sha.toUpperCase()}.png`,
    `${sha.slice(1)}.png`,
    `${sha}`,
    "",
  ])("refuses %j", (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    expect(() => assertValidStorageKey(key)).toThrow(/Invalid storage key/);
    expect(getContentTypeForKey(key)).toBeUndefined();
  });
});
