import { describe, expect, it } from "vitest";
import { filterTimezones, listTimezones } from "./list-timezones";

describe("timezone list", () => {
  it("starts with UTC and holds the usual zones once", () => {
    const zones = listTimezones();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Europe/Paris");
    expect(zones.filter((zone) => zone === "UTC")).toHaveLength(1);
  });

  it("matches every word, ignoring case, slashes and underscores", () => {
    const zones = ["America/New_York", "Europe/Paris", "Asia/Kolkata", "America/Los_Angeles"];
    expect(filterTimezones(zones, "new york")).toEqual(["America/New_York"]);
    expect(filterTimezones(zones, "AMERICA")).toEqual(["America/New_York", "America/Los_Angeles"]);
    expect(filterTimezones(zones, "asia/kol")).toEqual(["Asia/Kolkata"]);
    expect(filterTimezones(zones, "  ")).toEqual(zones);
    expect(filterTimezones(zones, "atlantis")).toEqual([]);
  });

  it("finds zones ICU lists under an old name by their current one", () => {
    expect(filterTimezones(["Asia/Calcutta", "Asia/Katmandu"], "kolkata")).toEqual([
      "Asia/Calcutta",
    ]);
    expect(filterTimezones(["Asia/Calcutta", "Asia/Katmandu"], "Kathmandu")).toEqual([
      "Asia/Katmandu",
    ]);
  });
});
