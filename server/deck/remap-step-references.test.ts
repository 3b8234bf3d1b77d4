import { describe, expect, it } from "vitest";
import type { Step } from "@/lib/schemas/steps";
import { collectStepReferences, remapStepReferences } from "./remap-step-references";

const maps = {
  shortcut: (id: string) => ({ a1: "b1" })[id] ?? null,
  screen: (id: string) => ({ s1: "t1" })[id] ?? null,
  button: (id: string) => ({ k1: "m1" })[id] ?? null,
};

describe("remapStepReferences", () => {
  it("points copied steps at the installer's rows and drops the author's others", () => {
    const steps: Step[] = [
      { type: "run_shortcut", shortcutId: "a1" },
      { type: "run_shortcut", shortcutId: "author-only" },
      { type: "switch_screen", screenId: "s1" },
      { type: "switch_screen", screenId: "another-author-screen" },
      { type: "set_button_state", buttonId: "k1", state: 1 },
      { type: "increment_variable", variable: "score", by: 1 },
      {
        type: "if",
        conditions: [{ expression: "score > 1" }],
        match: "all",
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
        then: [{ type: "run_shortcut", shortcutId: "a1" }],
        else: [{ type: "set_button_state", buttonId: "gone", state: 0 }],
      },
    ];
    expect(remapStepReferences(steps, maps)).toEqual([
      { type: "run_shortcut", shortcutId: "b1" },
      { type: "switch_screen", screenId: "t1" },
      { type: "set_button_state", buttonId: "m1", state: 1 },
      { type: "increment_variable", variable: "score", by: 1 },
      {
        type: "if",
        conditions: [{ expression: "score > 1" }],
        match: "all",
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
        then: [{ type: "run_shortcut", shortcutId: "b1" }],
        else: [],
      },
    ]);
  });

  it("finds what steps name, inside nested branches too", () => {
    const steps: Step[] = [
      {
        type: "if",
        conditions: [{ expression: "true" }],
        match: "any",
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
        then: [],
        else: [{ type: "run_shortcut", shortcutId: "deep" }],
      },
      { type: "run_shortcut", shortcutId: "top" },
      { type: "switch_screen", screenId: "s9" },
    ];
    const refs = collectStepReferences(steps);
    expect([...refs.shortcuts].sort()).toEqual(["deep", "top"]);
    expect([...refs.screens]).toEqual(["s9"]);
    expect(refs.buttons.size).toBe(0);
  });
});
