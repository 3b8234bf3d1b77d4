export { checkExpression, collectIdentifiers, type ExpressionCheck } from "./check-expression";
export {
  type ExpressionScope,
  evaluateCondition,
  evaluateExpression,
  formatValue,
  isTruthy,
} from "./evaluate-expression";
export { ExpressionError, FUNCTION_NAMES, parseExpression } from "./parse-expression";
export { checkTemplate, renderTemplate, type TemplateProblem } from "./render-template";
