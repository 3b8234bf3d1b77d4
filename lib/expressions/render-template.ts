import { type ExpressionScope, evaluateExpression, formatValue } from "./evaluate-expression";
import { type ExpressionError, parseExpression } from "./parse-expression";

const PLACEHOLDER = /\{\{([^{}]{1,1000})\}\}/g;
export const MAX_TEMPLATE_OUTPUT = 2000;

/**
 * Fills `{{expression}}` placeholders ("Score {{score + 1}}"). A placeholder that cannot be
 * evaluated stays visible as written, so an author spots the typo on the button itself.
 */
export function renderTemplate(template: string, scope: ExpressionScope): string {
  const out = template.replace(PLACEHOLDER, (match, source: string) => {
    try {
      return formatValue(evaluateExpression(source, scope));
    } catch {
      return match;
    }
  });
  return out.length > MAX_TEMPLATE_OUTPUT ? out.slice(0, MAX_TEMPLATE_OUTPUT) : out;
}

export type TemplateProblem = { message: string; position: number };

/** Syntax problems of every placeholder, with positions in the template, for the editor. */
export function checkTemplate(template: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const start = (match.index ?? 0) + 2;
    try {
      parseExpression(match[1] ?? "");
    } catch (error) {
      const e = error as ExpressionError;
      problems.push({ message: e.message, position: start + (e.position ?? 0) });
    }
  }
  return problems;
}
