import type { Expression } from "jsep";
import type { JsonValue } from "@/lib/schemas/common";
import { ExpressionError, FORBIDDEN_PROPERTIES, parseExpression } from "./parse-expression";

/** Values by key: host variables plus system values (`$time`, `$date`, …). */
export type ExpressionScope = Readonly<Record<string, JsonValue | undefined>>;

const MAX_STRING = 10_000;

/** Evaluates an expression against variable values. Throws ExpressionError. */
export function evaluateExpression(source: string, scope: ExpressionScope): JsonValue {
  return evaluateNode(parseExpression(source), scope);
}

/** True when the expression's value is truthy; an expression that fails counts as false. */
export function evaluateCondition(source: string, scope: ExpressionScope): boolean {
  try {
    return isTruthy(evaluateExpression(source, scope));
  } catch {
    return false;
  }
}

export function isTruthy(value: JsonValue): boolean {
  return !(value === false || value === null || value === 0 || value === "");
}

function evaluateNode(node: Expression, scope: ExpressionScope): JsonValue {
  switch (node.type) {
    case "Literal":
      return checkValue(node.value as JsonValue);
    case "Identifier": {
      const name = String(node.name);
      if (!Object.hasOwn(scope, name) || scope[name] === undefined) {
        throw new ExpressionError(`Unknown variable '${name}'`);
      }
      return scope[name] as JsonValue;
    }
    case "UnaryExpression": {
      const value = evaluateNode(node.argument as Expression, scope);
      if (node.operator === "!") return !isTruthy(value);
      const n = toNumber(value);
      return node.operator === "-" ? -n : n;
    }
    case "BinaryExpression":
    case "LogicalExpression":
      return evaluateBinary(String(node.operator), node, scope);
    case "ConditionalExpression":
      return isTruthy(evaluateNode(node.test as Expression, scope))
        ? evaluateNode(node.consequent as Expression, scope)
        : evaluateNode(node.alternate as Expression, scope);
    case "MemberExpression": {
      const object = evaluateNode(node.object as Expression, scope);
      const property = node.computed
        ? evaluateNode(node.property as Expression, scope)
        : String((node.property as Expression).name);
      return readMember(object, property);
    }
    case "CallExpression": {
      const name = String((node.callee as Expression).name);
      const args = (node.arguments as Expression[]).map((arg) => evaluateNode(arg, scope));
      return callFunction(name, args);
    }
    default:
      throw new ExpressionError(`'${node.type}' is not supported`);
  }
}

function evaluateBinary(op: string, node: Expression, scope: ExpressionScope): JsonValue {
  const left = evaluateNode(node.left as Expression, scope);
  // Short-circuit like JavaScript, so `x != null && x.y` is safe.
  if (op === "&&") return isTruthy(left) ? evaluateNode(node.right as Expression, scope) : left;
  if (op === "||") return isTruthy(left) ? left : evaluateNode(node.right as Expression, scope);
  const right = evaluateNode(node.right as Expression, scope);
  switch (op) {
    case "+":
      if (typeof left === "string" || typeof right === "string") {
        return checkValue(formatValue(left) + formatValue(right));
      }
      return finite(toNumber(left) + toNumber(right));
    case "-":
      return finite(toNumber(left) - toNumber(right));
    case "*":
      return finite(toNumber(left) * toNumber(right));
    case "/":
      return finite(toNumber(left) / toNumber(right));
    case "%":
      return finite(toNumber(left) % toNumber(right));
    case "==":
    case "===":
      return isEqual(left, right);
    case "!=":
    case "!==":
      return !isEqual(left, right);
    case "<":
    case "<=":
    case ">":
    case ">=":
      return compare(op, left, right);
    default:
      throw new ExpressionError(`Operator '${op}' is not supported`);
  }
}

function readMember(object: JsonValue, property: JsonValue): JsonValue {
  if (typeof property !== "string" && typeof property !== "number") {
    throw new ExpressionError("A property name must be a string or a number");
  }
  const key = String(property);
  if (FORBIDDEN_PROPERTIES.has(key)) throw new ExpressionError(`Property '${key}' cannot be read`);
  if (Array.isArray(object)) {
    if (key === "length") return object.length;
    const index = Number(key);
    return Number.isInteger(index) && index >= 0 && index < object.length
      ? (object[index] ?? null)
      : null;
  }
  if (typeof object === "string" && key === "length") return object.length;
  // Only own properties of plain objects: nothing inherited is ever reachable.
  if (
    object !== null &&
    typeof object === "object" &&
    Object.getPrototypeOf(object) === Object.prototype
  ) {
    return Object.hasOwn(object, key) ? (object[key] ?? null) : null;
  }
  if (object !== null && typeof object === "object") return null;
  throw new ExpressionError(`Cannot read '${key}' of ${object === null ? "null" : typeof object}`);
}

function callFunction(name: string, args: JsonValue[]): JsonValue {
  const numbers = () => args.map(toNumber);
  switch (name) {
    case "round": {
      const [value = 0, digits = 0] = numbers();
      const factor = 10 ** Math.max(0, Math.min(10, Math.trunc(digits)));
      return finite(Math.round(value * factor) / factor);
    }
    case "min":
      return args.length === 0 ? null : finite(Math.min(...numbers()));
    case "max":
      return args.length === 0 ? null : finite(Math.max(...numbers()));
    case "floor":
      return finite(Math.floor(toNumber(args[0] ?? null)));
    case "ceil":
      return finite(Math.ceil(toNumber(args[0] ?? null)));
    case "abs":
      return finite(Math.abs(toNumber(args[0] ?? null)));
    case "len": {
      const value: JsonValue = args[0] ?? null;
      if (typeof value === "string" || Array.isArray(value)) return value.length;
      if (value !== null && typeof value === "object") return Object.keys(value).length;
      return 0;
    }
    case "upper":
      return formatValue(args[0] ?? null).toUpperCase();
    case "lower":
      return formatValue(args[0] ?? null).toLowerCase();
    case "concat":
      return checkValue(args.map(formatValue).join(""));
    case "str":
      return checkValue(formatValue(args[0] ?? null));
    case "num":
      return toNumber(args[0] ?? null);
    default:
      throw new ExpressionError(`Unknown function '${name}'`);
  }
}

function toNumber(value: JsonValue): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === null) return 0;
  if (typeof value === "string") {
    const n = Number(value);
    if (value.trim() !== "" && Number.isFinite(n)) return n;
    throw new ExpressionError(`'${value.slice(0, 40)}' is not a number`);
  }
  throw new ExpressionError("Expected a number");
}

function finite(n: number): number {
  if (!Number.isFinite(n)) throw new ExpressionError("The result is not a finite number");
  return n;
}

function checkValue(value: JsonValue): JsonValue {
  if (typeof value === "string" && value.length > MAX_STRING) {
    throw new ExpressionError(`Text longer than ${MAX_STRING} characters`);
  }
  return value;
}

function isEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a === "object" || typeof b === "object")
    return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

function compare(op: string, a: JsonValue, b: JsonValue): boolean {
  const both = typeof a === "string" && typeof b === "string";
  const x = both ? a : toNumber(a);
  const y = both ? b : toNumber(b);
  if (op === "<") return x < y;
  if (op === "<=") return x <= y;
  if (op === ">") return x > y;
  return x >= y;
}

/** How a value reads inside a label: null is empty, objects are JSON. */
export function formatValue(value: JsonValue): string {
  if (value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
