import { describe, expect, it } from "vitest";
import { AREA_NAV, isNavItemActive } from "./area-nav-items";

const find = (area: "host" | "client", href: string) => {
  const item = AREA_NAV[area].find((entry) => entry.href === href);
  if (!item) throw new Error(`no nav item ${href}`);
  return item;
};

describe("area navigation", () => {
  it("highlights the area root only on the root itself", () => {
    expect(isNavItemActive(find("host", "/host"), "/host", "/host")).toBe(true);
    expect(isNavItemActive(find("host", "/host"), "/host/screens", "/host")).toBe(false);
  });

  it("highlights a section on its sub-pages", () => {
    expect(isNavItemActive(find("host", "/host/screens"), "/host/screens/abc/edit", "/host")).toBe(
      true,
    );
    expect(isNavItemActive(find("host", "/host/screens"), "/host/screensaver", "/host")).toBe(
      false,
    );
  });

  it("lists every SPEC page of each area", () => {
    expect(AREA_NAV.host.map((item) => item.href)).toEqual([
      "/host",
      "/host/screens",
      "/host/shortcuts",
      "/host/variables",
      "/host/dashboard",
      "/host/discover-screens",
      "/host/settings",
      "/host/account",
    ]);
    expect(AREA_NAV.client.map((item) => item.href)).toEqual([
      "/client",
      "/client/connection",
      "/client/settings",
      "/client/account",
    ]);
  });
});
