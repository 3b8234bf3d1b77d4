import { describe, expect, it } from "vitest";
import { isDynamicImportFailure } from "./is-dynamic-import-failure";

describe("isDynamicImportFailure", () => {
  it("recognises the stale-chunk error inside a longer message", () => {
    const error = new TypeError(
      "Failed to fetch dynamically imported module: https://deck.example/_next/static/chunks/a.js",
    );
    expect(isDynamicImportFailure(error)).toBe(true);
  });

  it("leaves every other error to the error screen", () => {
    expect(isDynamicImportFailure(new Error("Kitchen sink: deliberate render error"))).toBe(false);
    expect(isDynamicImportFailure("Failed to fetch dynamically imported module")).toBe(false);
    expect(isDynamicImportFailure(undefined)).toBe(false);
  });
});
