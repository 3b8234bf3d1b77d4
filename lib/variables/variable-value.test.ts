import { describe, expect, it } from "vitest";
import type { JsonValue } from "@/lib/schemas/common";
import type { VariableType } from "@/lib/schemas/variable";
import {
  checkComputedExpression,
  formatVariableValue,
  parseVariableInput,
  summarizeVariableValue,
} from "./variable-value";

describe("parseVariableInput", () => {
  it("reads numbers and refuses words and blanks", () => {
    expect(parseVariableInput("number", " 42.5 ")).toEqual({ ok: true, value: 42.5 });
    expect(parseVariableInput("number", "-3")).toEqual({ ok: true, value: -3 });
    expect(parseVariableInput("number", "ten")).toEqual({
      ok: false,
      message: "'ten' is not a number",
    });
    expect(parseVariableInput("number", "  ")).toEqual({ ok: false, message: "Enter a number" });
    expect(parseVariableInput("number", "Infinity").ok).toBe(false);
  });

  it("reads booleans only as true or false", () => {
    expect(parseVariableInput("boolean", "TRUE")).toEqual({ ok: true, value: true });
    expect(parseVariableInput("boolean", "false")).toEqual({ ok: true, value: false });
    expect(parseVariableInput("boolean", "yes")).toEqual({
      ok: false,
      message: "Use true or false",
    });
  });

  it("accepts hex colours and refuses names", () => {
    expect(parseVariableInput("color", "#1e293b ")).toEqual({ ok: true, value: "#1e293b" });
    expect(parseVariableInput("color", "#fff")).toEqual({ ok: true, value: "#fff" });
    expect(parseVariableInput("color", "red")).toEqual({
      ok: false,
      message: "Use a colour like #1e293b",
    });
  });

  it("parses JSON and reports broken JSON before sending", () => {
    expect(parseVariableInput("json", '{"a":[1,true]}')).toEqual({
      ok: true,
      value: { a: [1, true] },
    });
    expect(parseVariableInput("json", "{a:1}")).toEqual({ ok: false, message: "Not valid JSON" });
  });

  it("keeps strings as typed, spaces included", () => {
    expect(parseVariableInput("string", " live ")).toEqual({ ok: true, value: " live " });
    expect(parseVariableInput("string", "x".repeat(10_001)).ok).toBe(false);
  });
});

describe("formatting values", () => {
  it("shows each type as its editor expects", () => {
    expect(formatVariableValue("number", 7)).toBe("7");
    expect(formatVariableValue("boolean", false)).toBe("false");
    expect(formatVariableValue("json", { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatVariableValue("string", null)).toBe("");
  });

  it("collapses JSON to one line for the table", () => {
    expect(summarizeVariableValue("json", { a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(summarizeVariableValue("color", "#ff0000")).toBe("#ff0000");
  });

  it("round-trips every type through format then parse", () => {
    const samples: [VariableType, JsonValue][] = [
      ["number", 3.25],
      ["boolean", true],
      ["color", "#abcdef"],
      ["string", "scene 1"],
      ["json", { list: [1, "two", null] }],
    ];
    for (const [type, value] of samples) {
      expect(parseVariableInput(type, formatVariableValue(type, value))).toEqual({
        ok: true,
        value,
      });
    }
  });
});

describe("checkComputedExpression", () => {
  const keys = ["score", "lives", "$time"];

  it("accepts an expression over known variables", () => {
    expect(checkComputedExpression("score * 2", keys)).toEqual({ ok: true, variables: ["score"] });
  });

  it("reports a syntax error with its position", () => {
    const result = checkComputedExpression("score * ", keys);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/position \d+/);
  });

  it("refuses unknown variables, empty text and self references", () => {
    expect(checkComputedExpression("scroe + 1", keys)).toMatchObject({
      ok: false,
      message: "Unknown variable 'scroe'",
      position: 0,
    });
    expect(checkComputedExpression("   ", keys).ok).toBe(false);
    expect(checkComputedExpression("lives + 1", keys, "lives")).toMatchObject({
      ok: false,
      message: "'lives' cannot read itself",
    });
  });
});
