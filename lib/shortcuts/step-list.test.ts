import { describe, expect, it } from "vitest";
import type { Step } from "@/lib/schemas/steps";
import { stableStringify } from "./stable-stringify";
import {
  appendStep,
  countSteps,
  duplicateStep,
  getStepList,
  moveStep,
  removeStep,
  replaceStep,
  toggleStepDisabled,
  updateStepList,
} from "./step-list";

const wait = (ms: number): Step => ({ type: "wait", ms });
const nested = (): Step[] => [
  wait(1),
  {
    type: "if",
    conditions: [{ expression: "score > 1" }],
    match: "all",
    // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
    then: [wait(10), wait(11)],
    else: [wait(20)],
  },
  wait(3),
];

describe("step list operations", () => {
  it("moves a step up and down and clamps at the ends", () => {
    const list = [wait(1), wait(2), wait(3)];
    expect(moveStep(list, 2, 0)).toEqual([wait(3), wait(1), wait(2)]);
    expect(moveStep(list, 0, 1)).toEqual([wait(2), wait(1), wait(3)]);
    expect(moveStep(list, 0, -1)).toEqual(list);
    expect(moveStep(list, 2, 9)).toEqual(list);
    expect(list).toEqual([wait(1), wait(2), wait(3)]);
  });

  it("duplicates a step right after itself as an independent copy", () => {
    const list = nested();
    const copy = duplicateStep(list, 1);
    expect(copy).toHaveLength(4);
    expect(copy[2]).toEqual(list[1]);
    expect(copy[2]).not.toBe(list[1]);
    const edited = updateStepList(copy, [2, "then"], (l) => removeStep(l, 0));
    expect(getStepList(edited, [1, "then"])).toHaveLength(2);
    expect(getStepList(edited, [2, "then"])).toEqual([wait(11)]);
  });

  it("disables and re-enables a step without leaving a false flag behind", () => {
    const off = toggleStepDisabled([wait(1), wait(2)], 1);
    expect(off[1]).toEqual({ type: "wait", ms: 2, disabled: true });
    const on = toggleStepDisabled(off, 1);
    expect(on[1]).toEqual(wait(2));
    expect("disabled" in (on[1] as object)).toBe(false);
  });

  it("edits a nested branch and leaves every other list untouched", () => {
    const steps = nested();
    const next = updateStepList(steps, [1, "then"], (l) => moveStep(l, 1, 0));
    expect(getStepList(next, [1, "then"])).toEqual([wait(11), wait(10)]);
    expect(getStepList(next, [1, "else"])).toBe(getStepList(steps, [1, "else"]));
    expect(next[0]).toBe(steps[0]);
    expect(getStepList(steps, [1, "then"])).toEqual([wait(10), wait(11)]);
    const deeper = updateStepList(next, [1, "else"], (l) => appendStep(l, wait(99)));
    expect(getStepList(deeper, [1, "else"])).toEqual([wait(20), wait(99)]);
    expect(countSteps(deeper)).toBe(7);
  });

  it("ignores a path that no longer points at an if step", () => {
    const steps = nested();
    expect(getStepList(steps, [0, "then"])).toBeUndefined();
    expect(updateStepList(steps, [0, "then"], () => [wait(5)])).toEqual(steps);
    expect(replaceStep(steps, 2, wait(4))[2]).toEqual(wait(4));
  });
});

describe("stableStringify", () => {
  it("ignores key order, as jsonb does not keep it", () => {
    expect(stableStringify({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      stableStringify({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(stableStringify({ a: 1 })).not.toBe(stableStringify({ a: 2 }));
  });
});
