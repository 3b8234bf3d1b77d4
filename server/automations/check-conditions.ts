import { evaluateCondition } from "@/lib/expressions";
import type { JsonValue } from "@/lib/schemas/common";
import type { Condition } from "@/lib/schemas/steps";

/** All conditions hold (none → true). A condition that fails to evaluate does not hold. */
export function checkConditions(
  conditions: readonly Condition[],
  values: Record<string, JsonValue>,
): { ok: true } | { ok: false; failed: string } {
  for (const condition of conditions) {
    if (!isConditionTrue(condition.expression, values)) {
      return { ok: false, failed: condition.expression };
    }
  }
  return { ok: true };
}

export function isConditionTrue(expression: string, values: Record<string, JsonValue>): boolean {
  try {
    return evaluateCondition(expression, values);
  } catch {
    return false;
  }
}
