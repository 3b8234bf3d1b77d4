import { checkExpression, checkTemplate } from "@/lib/expressions";
import { type Step, stepSchema } from "@/lib/schemas/steps";
import { parseVariableValue, type VariableType } from "@/lib/schemas/variable";

/** What the checks need to know about the host's variables. */
export type KnownVariable = { key: string; type: VariableType; readOnly?: boolean };

/** Field name → message, for one step (nested `if` branches are checked on their own). */
export type StepProblems = Record<string, string>;

/** Empty pickers say what to pick instead of zod's length message. */
const PICK_MESSAGES: Record<string, string> = {
  variable: "Pick a variable",
  shortcutId: "Pick a shortcut",
  screenId: "Pick a screen",
  buttonId: "Pick a button",
};

const TEMPLATE_FIELDS: Partial<Record<Step["type"], string[]>> = {
  http_request: ["url", "body"],
  notify: ["message"],
  type_text: ["text"],
  open_url: ["url"],
};

/**
 * The same zod schema the server applies, plus the expression checks the runner would
 * fail on: template placeholders that do not parse, conditions naming unknown variables.
 */
export function findStepProblems(step: Step, variables: readonly KnownVariable[]): StepProblems {
  const problems: StepProblems = {};
  // Branches are validated by their own step editors; an empty stand-in keeps errors local.
  // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
  const own = step.type === "if" ? { ...step, then: [], else: [] } : step;
  const parsed = stepSchema.safeParse(own);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join(".") || "step";
      const empty = (own as Record<string, unknown>)[field] === "";
      problems[field] ??= (empty && PICK_MESSAGES[field]) || issue.message;
    }
  }
  for (const field of TEMPLATE_FIELDS[step.type] ?? []) {
    const value = (step as Record<string, unknown>)[field];
    if (typeof value !== "string" || problems[field]) continue;
    const [problem] = checkTemplate(value);
    if (problem) problems[field] = `${problem.message} at position ${problem.position + 1}`;
  }
  if (step.type === "set_variable" && !problems.value) {
    const target = variables.find((v) => v.key === step.variable);
    const parsed = target ? parseVariableValue(target.type, step.value) : null;
    if (parsed && !parsed.ok) problems.value = parsed.message;
  }
  if (step.type === "if") {
    step.conditions.forEach((condition, index) => {
      const field = `conditions.${index}.expression`;
      if (problems[field] || condition.expression.trim() === "") {
        problems[field] ??= "Write a condition, e.g. score > 10";
        return;
      }
      const check = checkExpression(
        condition.expression,
        variables.map((v) => v.key),
      );
      if (!check.ok) problems[field] = check.message;
    });
  }
  return problems;
}

/** Whether any step, at any depth, has a problem: autosave waits until there is none. */
export function countStepProblems(
  steps: readonly Step[],
  variables: readonly KnownVariable[],
): number {
  let total = 0;
  for (const step of steps) {
    total += Object.keys(findStepProblems(step, variables)).length;
    if (step.type === "if") {
      total += countStepProblems(step.then, variables) + countStepProblems(step.else, variables);
    }
  }
  return total;
}
