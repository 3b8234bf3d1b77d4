import "server-only";
import { and, eq } from "drizzle-orm";
import { variable } from "@/db/schema";
import type { JsonValue } from "@/lib/schemas/common";
import { parseVariableValue, type VariableType } from "@/lib/schemas/variable";
import { hostKey } from "@/server/functions/access/screen-access";
import { announceWrites } from "@/server/sync/announce-writes";
import { type RunContext, StepError } from "./run-context";

type VariableRow = typeof variable.$inferSelect;

/** The longest text a variable holds (lib/schemas/variable.ts). */
const MAX_TEXT = 10_000;

/**
 * Changes one variable of the run's host: the row is locked, `next` computes the new value
 * from the current one, the type is checked, and the write is announced on the sync commit
 * channel in the same transaction, exactly as `variables:set` commits, so every subscribed
 * screen updates live.
 */
export async function writeVariable(
  run: RunContext,
  key: string,
  next: (row: VariableRow) => JsonValue,
): Promise<JsonValue> {
  return run.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(variable)
      .where(and(eq(variable.hostId, run.hostId), eq(variable.key, key)))
      .for("update");
    if (!row) throw new StepError(`There is no variable '${key}'`);
    if (row.kind === "computed") {
      throw new StepError(`'${key}' is computed from an expression and cannot be set`);
    }
    const type = row.type as VariableType;
    const value = coerceToType(type, next(row));
    if (typeof value === "string" && value.length > MAX_TEXT) {
      throw new StepError(`The value is longer than ${MAX_TEXT} characters for '${key}'`);
    }
    const parsed = parseVariableValue(type, value);
    if (!parsed.ok) throw new StepError(`${parsed.message} for '${key}'`);
    await tx
      .update(variable)
      .set({ value: parsed.value, updatedAt: new Date() })
      .where(eq(variable.id, row.id));
    await announceWrites(tx, [{ table: "variable", key: hostKey(run.hostId) }], run.channel);
    return parsed.value;
  });
}

/**
 * Templates render to text: "5" into a number variable means 5, "true" into a boolean
 * means true, and anything into a string variable is its text (objects as JSON).
 */
export function coerceToType(type: VariableType, value: JsonValue): JsonValue {
  if (type === "string") {
    if (typeof value === "string") return value;
    return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  }
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (type === "number" && text !== "" && Number.isFinite(Number(text))) return Number(text);
  if (type === "boolean" && (text === "true" || text === "false")) return text === "true";
  if (type === "json") {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      return value;
    }
  }
  return value;
}
