import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_KEY } from "./constants";
import { isChunkLoadError, shouldReloadForChunkError } from "./reload-on-chunk-error";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: https://deck.example/_next/static/chunks/a.js",
);

describe("chunk-load recovery", () => {
  it("recognises the browser's dynamic import failure in errors and strings", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(chunkError.message)).toBe(true);
    expect(isChunkLoadError(new Error("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(
      false,
    );
  });

  it("reloads once, then not again within a minute (no reload loop)", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chunkError, storage, 1_000_000)).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_GUARD_KEY)).toBe("1000000");
    expect(shouldReloadForChunkError(chunkError, storage, 1_030_000)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, storage, 1_061_000)).toBe(true);
  });

  it("ignores other errors and leaves the guard untouched", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(new Error("boom"), storage, 5)).toBe(false);
    expect(storage.map.size).toBe(0);
  });
});
