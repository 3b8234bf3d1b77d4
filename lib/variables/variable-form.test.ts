import { describe, expect, it } from "vitest";
import type { VariableListItem } from "@/lib/api-types";
import {
  buildVariableFormSchema,
  emptyVariableForm,
  formToCreateArgs,
  formToUpdateArgs,
  variableToForm,
} from "./variable-form";

const schema = buildVariableFormSchema(["score", "lives"]);

function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

const score: VariableListItem = {
  id: "v1",
  key: "score",
  type: "number",
  kind: "value",
  value: 12,
  defaultValue: 0,
  expression: null,
  persist: true,
  description: "",
  readOnly: false,
  updatedAt: 1,
};

describe("variable form", () => {
  it("refuses keys outside [a-z][a-z0-9_]*", () => {
    expect(errorsOf({ ...emptyVariableForm(), key: "Score" }).key).toMatch(/start with a letter/);
    expect(errorsOf({ ...emptyVariableForm(), key: "1up" }).key).toBeDefined();
    expect(errorsOf({ ...emptyVariableForm(), key: "high_score2" })).toEqual({});
  });

  it("checks the value against the chosen type", () => {
    expect(errorsOf({ ...emptyVariableForm(), key: "a", valueText: "abc" }).valueText).toBe(
      "'abc' is not a number",
    );
    expect(
      errorsOf({ ...emptyVariableForm(), key: "a", type: "json", valueText: "[1," }).valueText,
    ).toBe("Not valid JSON");
  });

  it("checks a computed expression, not the value", () => {
    const form = { ...emptyVariableForm(), key: "double", kind: "computed", valueText: "junk" };
    expect(errorsOf({ ...form, expression: "score * 2" })).toEqual({});
    expect(errorsOf({ ...form, expression: "score *" }).expression).toMatch(/position/);
    expect(errorsOf({ ...form, expression: "double + 1" }).expression).toMatch(
      /Unknown variable|itself/,
    );
  });

  it("builds create arguments with the value as default too", () => {
    expect(formToCreateArgs({ ...emptyVariableForm(), key: "score", valueText: "5" })).toEqual({
      key: "score",
      type: "number",
      kind: "value",
      persist: true,
      description: "",
      value: 5,
      defaultValue: 5,
    });
  });

  it("keeps the live value on edit unless the type changes", () => {
    const form = variableToForm(score);
    expect(form.valueText).toBe("0");
    expect(formToUpdateArgs(score, { ...form, valueText: "3" }).value).toBeUndefined();
    expect(formToUpdateArgs(score, { ...form, type: "string", valueText: "hi" }).value).toBe("hi");
  });
});
