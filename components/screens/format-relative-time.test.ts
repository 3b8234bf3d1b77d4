import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./format-relative-time";

const now = Date.UTC(2026, 0, 10, 12, 0, 0);

describe("formatRelativeTime", () => {
  it("says just now under a minute", () => {
    expect(formatRelativeTime(now - 30_000, now)).toBe("just now");
  });
  it("counts minutes, hours and days in the past", () => {
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe("5 minutes ago");
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe("3 hours ago");
    expect(formatRelativeTime(now - 86_400_000, now)).toBe("yesterday");
  });
});
