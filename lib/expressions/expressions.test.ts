import { describe, expect, it } from "vitest";
import {
  checkExpression,
  checkTemplate,
  evaluateCondition,
  evaluateExpression,
  renderTemplate,
} from "./index";
import { resolveVariableValues } from "./resolve-variables";

const scope = {
  score: 7,
  scene: "live",
  muted: false,
  name: "deck",
  obj: { a: { b: 2 }, list: [1, 2, 3] },
  $time: "12:30",
  $clients_online: 3,
};

describe("evaluateExpression", () => {
  it.each([
    ["score + 1", 8],
    ["score * 2 - 4 / 2", 12],
    ["score % 4", 3],
    ['scene == "live"', true],
    ['scene != "live"', false],
    ["score >= 7 && !muted", true],
    ["muted || score", 7],
    ["score > 5 ? 'high' : 'low'", "high"],
    ["obj.a.b + obj.list[2]", 5],
    ["obj.list.length", 3],
    ["obj.missing", null],
    ["round(10 / 3, 2)", 3.33],
    ["min(score, 3, 9)", 3],
    ["max(1, score)", 7],
    ["floor(2.7) + ceil(2.1) + abs(-1)", 6],
    ["len(name) + len(obj.list)", 7],
    ["upper(name) + lower('X')", "DECKx"],
    ["concat(scene, '-', score)", "live-7"],
    ["'n=' + score", "n=7"],
    ["num('4') + 1", 5],
    ["$clients_online > 2", true],
    ["$time", "12:30"],
    ['"a" < "b"', true],
  ])("%s → %j", (source, expected) => {
    expect(evaluateExpression(source, scope)).toEqual(expected);
  });

  it.each([
    ["unknown", /Unknown variable 'unknown'/],
    ["score / 0", /not a finite number/],
    ["'abc' * 2", /not a number/],
    ["name.x.y", /Cannot read 'y' of null|Cannot read/],
  ])("%s fails with a readable error", (source, message) => {
    expect(() => evaluateExpression(source, scope)).toThrow(message);
  });
});

describe("malicious inputs", () => {
  it.each([
    "obj.constructor",
    "obj.__proto__",
    "obj['__proto__']",
    "obj['constr' + 'uctor']",
    "name.constructor.constructor('return process')()",
    "constructor",
    "this",
    "obj.toString()",
    "[1, 2]",
    "a = 1",
    "score; score",
    "score | 1",
    "~score",
    "eval('1')",
    "Function('x')",
    "globalThis.process",
    "process.exit(1)",
  ])("%s is refused or harmless", (source) => {
    let result: unknown;
    try {
      result = evaluateExpression(source, scope);
    } catch (error) {
      expect((error as Error).name).toBe("ExpressionError");
      return;
    }
    // Anything that does evaluate can only yield plain data from the scope, never a function.
    expect(typeof result).not.toBe("function");
    expect(
      result === null ||
        typeof result !== "object" ||
        Object.getPrototypeOf(result) === Object.prototype ||
        Array.isArray(result),
    ).toBe(true);
  });

  it("never reads inherited properties of plain objects", () => {
    expect(evaluateExpression("obj.hasOwnProperty", scope)).toBeNull();
    expect(evaluateExpression("obj['toString']", scope)).toBeNull();
  });

  it("refuses huge and deeply nested inputs quickly", () => {
    expect(() => evaluateExpression(`${"1+".repeat(2000)}1`, {})).toThrow(/longer than/);
    // Parentheses add no nodes: harmless, and evaluated as written.
    expect(evaluateExpression(`${"(".repeat(200)}1${")".repeat(200)}`, {})).toBe(1);
    expect(() => evaluateExpression(`${"f(".repeat(40)}1${")".repeat(40)}`, {})).toThrow();
    expect(() => evaluateExpression(`${"-".repeat(100)}1`, {})).toThrow(/nested too deeply/);
  });

  it("bounds string growth", () => {
    const big = { s: "x".repeat(9000) };
    expect(() => evaluateExpression("s + s", big)).toThrow(/longer than/);
  });
});

describe("evaluateCondition", () => {
  it("is true or false, and false when the expression fails", () => {
    expect(evaluateCondition('scene == "live"', scope)).toBe(true);
    expect(evaluateCondition("score < 3", scope)).toBe(false);
    expect(evaluateCondition("nope > 1", scope)).toBe(false);
    expect(evaluateCondition("obj.__proto__", scope)).toBe(false);
  });
});

describe("renderTemplate", () => {
  it("fills placeholders and keeps broken ones visible", () => {
    expect(renderTemplate("Score {{score}}", scope)).toBe("Score 7");
    expect(renderTemplate("Next {{ score + 1 }} on {{scene}}", scope)).toBe("Next 8 on live");
    expect(renderTemplate("{{typo}} / {{score +}}", scope)).toBe("{{typo}} / {{score +}}");
    expect(renderTemplate("{{obj.a}} {{muted}} {{obj.missing}}!", scope)).toBe('{"b":2} false !');
    expect(renderTemplate("no placeholders", scope)).toBe("no placeholders");
  });

  it("reports template syntax problems with positions", () => {
    expect(checkTemplate("Hi {{score}}")).toEqual([]);
    const [problem] = checkTemplate("Hi {{score +}}");
    expect(problem?.position).toBeGreaterThanOrEqual(5);
  });
});

describe("checkExpression", () => {
  it("returns the variables read, or a message with a 1-based position", () => {
    expect(checkExpression("score + obj.a.b")).toEqual({ ok: true, variables: ["score", "obj"] });
    const broken = checkExpression("score + (1");
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toMatch(/at position \d+/);
    expect(checkExpression("nope + 1", ["score"])).toMatchObject({
      ok: false,
      message: "Unknown variable 'nope'",
      position: 0,
    });
    expect(checkExpression("")).toMatchObject({ ok: false, message: /empty/ });
    expect(checkExpression("alert(1)")).toMatchObject({
      ok: false,
      message: /Only these functions/,
    });
  });
});

describe("resolveVariableValues", () => {
  it("evaluates computed variables in any order and nulls broken or cyclic ones", () => {
    const values = resolveVariableValues(
      [
        { key: "total", kind: "computed", value: null, expression: "double + 1" },
        { key: "double", kind: "computed", value: null, expression: "base * 2" },
        { key: "base", kind: "value", value: 5, expression: null },
        { key: "broken", kind: "computed", value: null, expression: "missing + 1" },
        { key: "loop_a", kind: "computed", value: null, expression: "loop_b + 1" },
        { key: "loop_b", kind: "computed", value: null, expression: "loop_a + 1" },
        { key: "online", kind: "computed", value: null, expression: "$clients_online > 0" },
      ],
      { $clients_online: 2 },
    );
    expect(values).toMatchObject({ base: 5, double: 10, total: 11, broken: null, online: true });
    expect(values.loop_a === null || values.loop_b === null).toBe(true);
  });
});
