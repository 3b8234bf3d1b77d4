import { describe, expect, it } from "vitest";
import { buttonFieldsSchema } from "./button";
import { colorSchema, jsonValueSchema, variableKeySchema } from "./common";
import { screenExportSchema } from "./screen-export";
import { stepListSchema, stepSchema } from "./steps";
import { parseVariableValue } from "./variable";

describe("steps (DESIGN §7 JSON shapes)", () => {
  it.each([
    { type: "set_variable", variable: "scene", value: "live" },
    { type: "increment_variable", variable: "score", by: 1 },
    { type: "toggle_variable", variable: "muted" },
    { type: "wait", ms: 500 },
    {
      type: "http_request",
      method: "POST",
      url: "https://x.test",
      headers: {},
      body: "{}",
      storeIn: "reply",
    },
    { type: "run_shortcut", shortcutId: "s1" },
    { type: "switch_screen", screenId: "sc1" },
    { type: "notify", message: "Hi", level: "success" },
    { type: "set_button_state", buttonId: "b1", state: 2 },
    { type: "keys", combo: "ctrl+shift+m" },
    { type: "type_text", text: "gg" },
    { type: "open_url", url: "https://twitch.tv" },
    { type: "launch_app", app: "obs" },
    { type: "run_command", command: "echo hi", disabled: true },
    {
      type: "obs_request",
      requestType: "SetCurrentProgramScene",
      requestData: { sceneName: "Live" },
    },
  ])("accepts $type", (step) => {
    expect(stepSchema.parse(step)).toMatchObject(step);
  });

  it("accepts nested if steps and fills defaults", () => {
    const [step] = stepListSchema.parse([
      {
        type: "if",
        conditions: [{ expression: 'scene == "live"' }],
        // biome-ignore lint/suspicious/noThenProperty: the `if` step's stored JSON shape.
        then: [{ type: "increment_variable", variable: "score" }],
      },
    ]);
    expect(step).toEqual({
      type: "if",
      conditions: [{ expression: 'scene == "live"' }],
      match: "all",
      // biome-ignore lint/suspicious/noThenProperty: the `if` step's stored JSON shape.
      then: [{ type: "increment_variable", variable: "score", by: 1 }],
      else: [],
    });
  });

  it("refuses unknown types, missing fields and oversized lists", () => {
    expect(stepSchema.safeParse({ type: "rm_rf" }).success).toBe(false);
    expect(stepSchema.safeParse({ type: "wait" }).success).toBe(false);
    expect(
      stepListSchema.safeParse(Array.from({ length: 101 }, () => ({ type: "wait", ms: 1 })))
        .success,
    ).toBe(false);
  });
});

describe("values", () => {
  it("validates colours and keys", () => {
    expect(["#fff", "#a1b2c3", "#a1b2c3d4"].every((c) => colorSchema.safeParse(c).success)).toBe(
      true,
    );
    expect(["fff", "#ffff", "red", "#gggggg"].some((c) => colorSchema.safeParse(c).success)).toBe(
      false,
    );
    expect(variableKeySchema.safeParse("viewer_count2").success).toBe(true);
    expect(
      ["Viewer", "2x", "_a", "a-b", "$time"].some((k) => variableKeySchema.safeParse(k).success),
    ).toBe(false);
  });

  it("checks variable values per type", () => {
    expect(parseVariableValue("number", 3)).toEqual({ ok: true, value: 3 });
    expect(parseVariableValue("number", "3").ok).toBe(false);
    expect(parseVariableValue("boolean", 0).ok).toBe(false);
    expect(parseVariableValue("color", "#00ff00").ok).toBe(true);
    expect(parseVariableValue("json", { a: [1, null] }).ok).toBe(true);
  });
});

describe("buttons and export documents", () => {
  it("defaults a button to a 1×1 action and keeps bindings", () => {
    const button = buttonFieldsSchema.parse({
      x: 0,
      y: 0,
      on: { longPress: { ms: 800, shortcutId: "s" } },
    });
    expect(button).toMatchObject({
      w: 1,
      h: 1,
      kind: "action",
      confirm: false,
      on: { longPress: { ms: 800, shortcutId: "s" } },
    });
  });

  it("needs schemaVersion 1", () => {
    const doc = { screen: { name: "A" }, buttons: [], shortcuts: [], variables: [] };
    expect(screenExportSchema.safeParse(doc).success).toBe(false);
    expect(screenExportSchema.safeParse({ ...doc, schemaVersion: 1 }).success).toBe(true);
    expect(screenExportSchema.safeParse({ ...doc, schemaVersion: 2 }).success).toBe(false);
  });
});

describe("json values", () => {
  it("refuses values nested too deeply or too large, without overflowing the stack", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonValueSchema.safeParse(deep).success).toBe(false);
    expect(
      jsonValueSchema.safeParse({ a: Array.from({ length: 200 }, () => "y".repeat(900)) }).success,
    ).toBe(false);
    expect(jsonValueSchema.safeParse({ a: [1, { b: null }], c: "ok" }).success).toBe(true);
    expect(jsonValueSchema.safeParse(Number.NaN).success).toBe(false);
  });
});
