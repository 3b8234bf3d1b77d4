import { describe, expect, it } from "vitest";
import { formatCountdown } from "./use-countdown";

describe("formatCountdown", () => {
  it("shows minutes and zero-padded seconds, rounding up the last partial second", () => {
    expect(formatCountdown(600_000)).toBe("10:00");
    expect(formatCountdown(65_001)).toBe("1:06");
    expect(formatCountdown(9_000)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
  });
});
