import type { JsonValue } from "@/lib/schemas/common";
import { type ExpressionScope, evaluateExpression } from "./evaluate-expression";

export type VariableDefinition = {
  key: string;
  kind: string;
  value: JsonValue | null;
  expression: string | null;
};

/**
 * Values by key for every variable: stored values as they are, computed ones evaluated
 * (they may read other computed variables). A computed variable that fails or sits in a
 * cycle is null, so one bad expression never breaks a whole screen.
 */
export function resolveVariableValues(
  definitions: readonly VariableDefinition[],
  system: ExpressionScope = {},
): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  const computed = new Map<string, string>();
  for (const def of definitions) {
    if (def.kind === "computed" && def.expression) computed.set(def.key, def.expression);
    else values[def.key] = def.value ?? null;
  }
  const resolving = new Set<string>();
  // Computed keys are resolved when first needed, so definition order does not matter.
  const resolve = (key: string): JsonValue => {
    if (Object.hasOwn(values, key)) return values[key] as JsonValue;
    const expression = computed.get(key);
    if (expression === undefined || resolving.has(key)) return null;
    resolving.add(key);
    let result: JsonValue = null;
    try {
      result = evaluateExpression(expression, buildScope());
    } catch {
      result = null;
    }
    resolving.delete(key);
    values[key] = result;
    return result;
  };
  const buildScope = (): ExpressionScope => {
    const scope: Record<string, JsonValue> = { ...system } as Record<string, JsonValue>;
    for (const key of Object.keys(values)) scope[key] = values[key] as JsonValue;
    for (const key of computed.keys()) {
      if (!Object.hasOwn(values, key) && !resolving.has(key)) scope[key] = resolve(key);
    }
    return scope;
  };
  for (const key of computed.keys()) resolve(key);
  return values;
}
