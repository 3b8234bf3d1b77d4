import { describe, expect, it } from "vitest";
import { type ButtonForRender, mergeStyle, pickStateIndex, resolveButton } from "./resolve-button";

const button: ButtonForRender = {
  id: "b",
  x: 0,
  y: 0,
  w: 1,
  h: 1,
  kind: "toggle",
  style: { label: "Mic {{level}}", backgroundColor: "#111111", textColor: "#ffffff" },
  states: {
    mode: "variable",
    list: [
      { equals: true, style: { backgroundColor: "#00ff00", label: "Mic on" } },
      { equals: false, style: { backgroundColor: "#ff0000" } },
    ],
  },
  on: {},
  confirm: false,
  targetScreenId: null,
  referenceButtonId: null,
  stateIndex: 0,
  variableKey: "mic",
};

describe("resolveButton", () => {
  it("applies the state whose value matches the bound variable", () => {
    expect(resolveButton(button, { mic: true, level: 3 })).toMatchObject({
      label: "Mic on",
      stateIndex: 0,
      value: true,
      style: { backgroundColor: "#00ff00", textColor: "#ffffff" },
    });
    expect(resolveButton(button, { mic: false, level: 3 })).toMatchObject({
      label: "Mic 3",
      stateIndex: 1,
      style: { backgroundColor: "#ff0000" },
    });
  });

  it("keeps the base style when no state matches, and marks bindings interactive", () => {
    const plain = resolveButton({ ...button, kind: "action", variableKey: null }, { level: 1 });
    expect(plain).toMatchObject({
      stateIndex: null,
      style: { backgroundColor: "#111111" },
      interactive: false,
    });
    const bound = resolveButton(
      { ...button, kind: "action", on: { press: { shortcutId: "s" } } },
      {},
    );
    expect(bound.interactive).toBe(true);
  });
});

describe("pickStateIndex", () => {
  const list = [{ style: {} }, { style: {} }, { style: {} }];
  it("cycles by the stored index", () => {
    expect(pickStateIndex({ mode: "cycle", list }, 4, null, {})).toBe(1);
  });
  it("takes the first expression that holds; failing expressions count as false", () => {
    const states = {
      mode: "expression" as const,
      list: [
        { when: "nope > 1", style: {} },
        { when: "score > 10", style: {} },
        { when: "true", style: {} },
      ],
    };
    expect(pickStateIndex(states, 0, null, { score: 11 })).toBe(1);
    expect(pickStateIndex(states, 0, null, { score: 1 })).toBe(2);
  });
  it("compares json values structurally for variable states", () => {
    const states = {
      mode: "variable" as const,
      variable: "scene",
      list: [{ equals: { id: 2 }, style: {} }],
    };
    expect(pickStateIndex(states, 0, null, { scene: { id: 2 } })).toBe(0);
    expect(pickStateIndex(states, 0, null, { scene: { id: 3 } })).toBeNull();
  });
});

describe("mergeStyle", () => {
  it("overrides only the fields a state sets", () => {
    expect(
      mergeStyle({ icon: "mic", textColor: "#fff" }, { icon: "mic-off", textColor: undefined }),
    ).toEqual({
      icon: "mic-off",
      textColor: "#fff",
    });
  });
});
