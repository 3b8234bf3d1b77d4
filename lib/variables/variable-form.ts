import * as z from "zod";
import type { VariableCreateArgs, VariableListItem } from "@/lib/api-types";
import { variableKeySchema } from "@/lib/schemas/common";
import { DEFAULT_VALUES, variableTypeSchema } from "@/lib/schemas/variable";
import { checkComputedExpression, formatVariableValue, parseVariableInput } from "./variable-value";

/**
 * The create/edit dialog's fields. The value travels as text and is parsed per type; the
 * expression is checked against the host's keys (the dialog shows that check as you type).
 */
export function buildVariableFormSchema(knownKeys: readonly string[], selfKey?: string) {
  return z
    .object({
      key: variableKeySchema,
      type: variableTypeSchema,
      kind: z.enum(["value", "computed"]),
      valueText: z.string(),
      expression: z.string().max(1000),
      persist: z.boolean(),
      description: z.string().max(500),
    })
    .superRefine((form, ctx) => {
      if (form.kind === "value") {
        const parsed = parseVariableInput(form.type, form.valueText);
        if (!parsed.ok)
          ctx.addIssue({ code: "custom", path: ["valueText"], message: parsed.message });
      } else {
        const check = checkComputedExpression(form.expression, knownKeys, selfKey ?? form.key);
        if (!check.ok)
          ctx.addIssue({ code: "custom", path: ["expression"], message: check.message });
      }
    });
}

export type VariableForm = z.infer<ReturnType<typeof buildVariableFormSchema>>;

export function emptyVariableForm(): VariableForm {
  return {
    key: "",
    type: "number",
    kind: "value",
    valueText: "0",
    expression: "",
    persist: true,
    description: "",
  };
}

/** The form for an existing variable: its default value (or current one) as text. */
export function variableToForm(variable: VariableListItem): VariableForm {
  const type = variable.type;
  const start = variable.defaultValue ?? variable.value ?? DEFAULT_VALUES[type];
  return {
    key: variable.key,
    type,
    kind: variable.kind === "computed" ? "computed" : "value",
    valueText: formatVariableValue(type, start),
    expression: variable.expression ?? "",
    persist: variable.persist,
    description: variable.description,
  };
}

/** Arguments for `variables:create`, from a form the schema has accepted. */
export function formToCreateArgs(form: VariableForm): VariableCreateArgs {
  const base = {
    key: form.key,
    type: form.type,
    kind: form.kind,
    persist: form.persist,
    description: form.description.trim(),
  };
  if (form.kind === "computed") return { ...base, expression: form.expression.trim() };
  const parsed = parseVariableInput(form.type, form.valueText);
  const value = parsed.ok ? parsed.value : DEFAULT_VALUES[form.type];
  return { ...base, value, defaultValue: value };
}

/**
 * Arguments for `variables:update`. The entered value becomes the default; the live value
 * is replaced too when the type or kind changed (the old one no longer fits).
 */
export function formToUpdateArgs(before: VariableListItem, form: VariableForm) {
  const args = formToCreateArgs(form);
  const reshaped = before.type !== form.type || before.kind !== form.kind;
  return {
    ...args,
    value: reshaped ? args.value : undefined,
    expression: form.kind === "computed" ? args.expression : null,
  };
}
