import { describe, expect, it } from "vitest";
import { isSyncPath } from "./sync-path";

describe("isSyncPath", () => {
  it.each([
    "/api/1.48.0/sync",
    "/api/2.0.0/sync?x=1",
    "//api/1.48.0/sync", // deployment URL with a trailing slash (PROTOCOL §1)
    "/prefix/api/1.48.0/sync", // behind a reverse proxy path prefix
  ])("routes %s to the sync engine", (url) => expect(isSyncPath(url)).toBe(true));

  it.each(["/api/auth/sync-thing", "/api/sync", "/_next/hmr", "/api/1.48.0/sync/extra", undefined])(
    "leaves %s to Next",
    (url) => expect(isSyncPath(url)).toBe(false),
  );
});
