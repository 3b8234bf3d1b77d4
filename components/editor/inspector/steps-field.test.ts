import { describe, expect, it } from "vitest";
import { parseStepsJson } from "./steps-field";

describe("inline steps JSON", () => {
  it("accepts a step list and fills zod defaults", () => {
    expect(parseStepsJson('[{"type":"notify","message":"Live!"}]')).toEqual({
      steps: [{ type: "notify", message: "Live!", level: "info" }],
    });
  });

  it("words broken JSON and wrong shapes so the author can fix them", () => {
    expect(parseStepsJson("[{")).toMatchObject({ error: expect.stringMatching(/^Not valid JSON/) });
    expect(parseStepsJson('{"type":"notify"}')).toHaveProperty("error");
    const wrong = parseStepsJson('[{"type":"notify"}]');
    expect("error" in wrong && wrong.error).toBe(
      "0.message: Invalid input: expected string, received undefined",
    );
    const unknown = parseStepsJson('[{"type":"dance"}]');
    expect("error" in unknown && unknown.error).toMatch(/^0\.type: Use one of set_variable, /);
  });
});
