import { describe, expect, it } from "vitest";
import { authBasePath, isAuthView, safeReturnPath } from "./areas";

describe("auth areas", () => {
  it("keeps only same-site paths as return targets", () => {
    expect(safeReturnPath("/host/screens?x=1", "/host")).toBe("/host/screens?x=1");
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "host", ""]) {
      expect(safeReturnPath(bad, "/host")).toBe("/host");
    }
    expect(safeReturnPath(null, "/client")).toBe("/client");
  });

  it("knows the views and base paths", () => {
    expect(isAuthView("sign-in")).toBe(true);
    expect(isAuthView("admin")).toBe(false);
    expect(authBasePath("web")).toBe("/auth");
    expect(authBasePath("host")).toBe("/host/auth");
  });
});
