import { describe, expect, it } from "vitest";
import { describeFailure, describeStep } from "./describe-step";

describe("describeStep", () => {
  it("names what the step does", () => {
    expect(describeStep({ type: "increment_variable", variable: "score", by: 1 })).toBe(
      "Increment score",
    );
    expect(
      describeStep({
        type: "http_request",
        method: "POST",
        url: `https://example.com/${"a".repeat(60)}`,
        headers: {},
        timeoutMs: 1000,
      }),
    ).toBe(`POST https://example.com/${"a".repeat(19)}…`);
    expect(describeStep({ type: "wait", ms: 500 })).toBe("Wait 500 ms");
  });

  it("failure messages count steps from 1", () => {
    expect(describeFailure(1, { type: "wait", ms: 5 }, "Canceled")).toBe(
      "Step 2 (Wait 5 ms) failed: Canceled",
    );
  });
});
