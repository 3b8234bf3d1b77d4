import { describe, expect, it } from "vitest";
import { STEP_TYPES, type Step } from "@/lib/schemas/steps";
import { STEP_CATALOG } from "./step-catalog";
import { countStepProblems, findStepProblems } from "./step-problems";

const num = (key: string) => ({ key, type: "number" as const });

describe("step problems", () => {
  it("reports the zod message of a bad value on its field", () => {
    expect(findStepProblems({ type: "wait", ms: -5 }, [])).toEqual({
      ms: expect.stringMatching(/>=\s*0/),
    });
    expect(findStepProblems({ type: "wait", ms: 500 }, [])).toEqual({});
  });

  it("asks to pick a variable instead of quoting a regex", () => {
    expect(findStepProblems(STEP_CATALOG.toggle_variable.create(), [])).toEqual({
      variable: "Pick a variable",
    });
  });

  it("checks template placeholders and condition expressions", () => {
    const notify: Step = { type: "notify", message: "Score {{score +}}", level: "info" };
    expect(findStepProblems(notify, [num("score")]).message).toMatch(/position/);
    const branch: Step = {
      type: "if",
      conditions: [{ expression: "lives > 0" }],
      match: "all",
      // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
      then: [],
      else: [],
    };
    expect(findStepProblems(branch, [num("score")])).toEqual({
      "conditions.0.expression": "Unknown variable 'lives'",
    });
    expect(findStepProblems(branch, [num("lives")])).toEqual({});
  });

  it("checks a set value against the variable's type", () => {
    const step: Step = { type: "set_variable", variable: "score", value: "lots" };
    expect(findStepProblems(step, [num("score")])).toEqual({ value: "Expected a number value" });
    expect(findStepProblems({ ...step, value: 3 }, [num("score")])).toEqual({});
  });

  it("counts problems inside nested branches", () => {
    const steps: Step[] = [
      {
        type: "if",
        conditions: [{ expression: "true" }],
        match: "any",
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
        then: [{ type: "wait", ms: -1 }],
        else: [{ type: "notify", message: "", level: "info" }],
      },
    ];
    expect(countStepProblems(steps, [])).toBe(2);
  });

  it("offers every step kind of the schema, each created with its own type", () => {
    expect(Object.keys(STEP_CATALOG).sort()).toEqual([...STEP_TYPES].sort());
    for (const type of STEP_TYPES) expect(STEP_CATALOG[type].create().type).toBe(type);
    expect(findStepProblems(STEP_CATALOG.wait.create(), [])).toEqual({});
  });
});
