import { describe, expect, it } from "vitest";
import { findIntervalDue, findScheduleDue } from "./find-due-time";

const at = (iso: string) => new Date(iso).getTime();

describe("findScheduleDue", () => {
  it("reads the cron in the given timezone", () => {
    // 09:00 in Paris (UTC+1 in January) is 08:00 UTC.
    const from = at("2026-01-05T07:59:00Z");
    expect(findScheduleDue("0 9 * * *", "Europe/Paris", from, at("2026-01-05T07:59:59Z"))).toBe(
      null,
    );
    expect(findScheduleDue("0 9 * * *", "Europe/Paris", from, at("2026-01-05T08:00:00Z"))).toBe(
      at("2026-01-05T08:00:00Z"),
    );
    expect(findScheduleDue("0 9 * * *", "UTC", from, at("2026-01-05T08:30:00Z"))).toBe(null);
  });

  it("fires once for the latest of several missed occurrences, never for `from` itself", () => {
    const from = at("2026-01-05T10:00:00Z");
    expect(findScheduleDue("*/5 * * * *", "UTC", from, at("2026-01-05T10:17:00Z"))).toBe(
      at("2026-01-05T10:15:00Z"),
    );
  });
});

describe("findIntervalDue", () => {
  it("aligns to the epoch so every process finds the same instant", () => {
    expect(findIntervalDue(60_000, 119_000, 125_000)).toBe(120_000);
    expect(findIntervalDue(60_000, 120_000, 179_999)).toBe(null);
  });
});
