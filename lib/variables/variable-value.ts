import { checkExpression } from "@/lib/expressions";
import type { JsonValue } from "@/lib/schemas/common";
import { parseVariableValue, type VariableType } from "@/lib/schemas/variable";

export type ParsedValue = { ok: true; value: JsonValue } | { ok: false; message: string };

/** The text an editor shows for a value of a type (JSON pretty-printed, the rest as typed). */
export function formatVariableValue(type: VariableType, value: JsonValue): string {
  if (type === "json") return JSON.stringify(value, null, 2);
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One line for tables and cards: JSON collapsed, strings as they are. */
export function summarizeVariableValue(type: VariableType, value: JsonValue): string {
  if (type === "json" || (value !== null && typeof value === "object")) {
    return JSON.stringify(value);
  }
  return formatVariableValue(type, value);
}

/**
 * Turns what the user typed into a value of the type, or a readable message. Checked in
 * the browser before anything is sent, with the same schema the server uses.
 */
export function parseVariableInput(type: VariableType, text: string): ParsedValue {
  let candidate: unknown = text;
  if (type === "number") {
    const trimmed = text.trim();
    if (trimmed === "") return { ok: false, message: "Enter a number" };
    candidate = Number(trimmed);
    if (!Number.isFinite(candidate)) return { ok: false, message: `'${trimmed}' is not a number` };
  } else if (type === "boolean") {
    const word = text.trim().toLowerCase();
    if (word !== "true" && word !== "false") return { ok: false, message: "Use true or false" };
    candidate = word === "true";
  } else if (type === "color") {
    candidate = text.trim();
  } else if (type === "json") {
    try {
      candidate = JSON.parse(text);
    } catch {
      return { ok: false, message: "Not valid JSON" };
    }
  }
  const parsed = parseVariableValue(type, candidate);
  if (parsed.ok) return parsed;
  if (type === "color") return { ok: false, message: "Use a colour like #1e293b" };
  return parsed;
}

export type ExpressionStatus =
  | { ok: true; variables: string[] }
  | { ok: false; message: string; position: number | undefined };

/**
 * The dialog's as-you-type check for a computed variable: empty is an error (the server
 * refuses it), variables must exist, and a computed variable may not read itself.
 */
export function checkComputedExpression(
  source: string,
  knownKeys: Iterable<string>,
  selfKey?: string,
): ExpressionStatus {
  if (source.trim() === "") {
    return { ok: false, message: "Write an expression, e.g. score * 2", position: undefined };
  }
  const check = checkExpression(source, knownKeys);
  if (!check.ok) return check;
  if (selfKey && check.variables.includes(selfKey)) {
    return {
      ok: false,
      message: `'${selfKey}' cannot read itself`,
      position: source.indexOf(selfKey),
    };
  }
  return check;
}
