import { describe, expect, it } from "vitest";
import { appendFallbackEntry, computeFallbackRevision } from "./fallback-revision";

const entries = [
  { url: "/_next/static/chunks/a.js", revision: null, size: 10 },
  { url: "/_next/static/x/_buildManifest.js", revision: "abc", size: 5 },
];

describe("fallback shell revision", () => {
  it("is stable for the same build regardless of entry order", () => {
    expect(computeFallbackRevision(entries)).toBe(computeFallbackRevision([...entries].reverse()));
  });

  it("changes when any precached asset changes", () => {
    const changed = [entries[0]!, { ...entries[1]!, revision: "abd" }];
    expect(computeFallbackRevision(changed)).not.toBe(computeFallbackRevision(entries));
    const renamed = [{ ...entries[0]!, url: "/_next/static/chunks/b.js" }, entries[1]!];
    expect(computeFallbackRevision(renamed)).not.toBe(computeFallbackRevision(entries));
  });

  it("appends the shell to the precache manifest", () => {
    const result = appendFallbackEntry("/fallback")(entries);
    expect(result.manifest.at(-1)).toEqual({
      url: "/fallback",
      revision: computeFallbackRevision(entries),
      size: 0,
    });
    expect(result.manifest).toHaveLength(3);
  });
});
