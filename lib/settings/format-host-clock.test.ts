import { describe, expect, it } from "vitest";
import { formatHostClock } from "./format-host-clock";

describe("formatHostClock", () => {
  const instant = new Date("2026-03-01T23:30:00Z");

  it("shows UTC as is", () => {
    expect(formatHostClock(instant, "UTC")).toEqual({ time: "23:30", date: "2026-03-01" });
  });

  it("moves to the next day east of UTC, with odd offsets", () => {
    // Kathmandu is UTC+05:45.
    expect(formatHostClock(instant, "Asia/Kathmandu")).toEqual({
      time: "05:15",
      date: "2026-03-02",
    });
  });

  it("follows daylight saving time", () => {
    expect(formatHostClock(new Date("2026-07-01T12:00:00Z"), "Europe/Paris").time).toBe("14:00");
    expect(formatHostClock(new Date("2026-01-01T12:00:00Z"), "Europe/Paris").time).toBe("13:00");
  });

  it("prints midnight as 00", () => {
    expect(formatHostClock(new Date("2026-01-01T00:05:00Z"), "UTC").time).toBe("00:05");
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(formatHostClock(instant, "Mars/Olympus")).toEqual({ time: "23:30", date: "2026-03-01" });
  });
});
