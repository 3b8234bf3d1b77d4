import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it("reads naturally at every scale", () => {
    expect(formatDuration(0)).toBe("0 ms");
    expect(formatDuration(85.4)).toBe("85 ms");
    expect(formatDuration(1234)).toBe("1.2 s");
    expect(formatDuration(12_400)).toBe("12 s");
    expect(formatDuration(125_000)).toBe("2 min 5 s");
    expect(formatDuration(180_000)).toBe("3 min");
  });
});
