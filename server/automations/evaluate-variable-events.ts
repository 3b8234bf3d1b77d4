import "server-only";
import { advanceState } from "./advance-state";
import { canonicalJson } from "./canonical-json";
import { isConditionTrue } from "./check-conditions";
import type { AutomationRow, FiringDeps } from "./fire-automation";
import { fireAutomation } from "./fire-automation";
import { loadHostValues } from "./load-host-values";

export function watchesValues(row: AutomationRow): boolean {
  return row.events.some((e) => e.type === "variable_changed" || e.type === "condition_true");
}

/**
 * After a host's variables changed (or the minute turned): reads its values once and, per
 * automation, moves each watched slot forward. `variable_changed` fires when the value
 * differs from the one last seen; `condition_true` on its false → true edge only. A first
 * sighting is a baseline, not a change. Each automation fires at most once per reading.
 */
export async function evaluateVariableEvents(
  deps: FiringDeps,
  hostId: string,
  rows: readonly AutomationRow[],
): Promise<void> {
  const watching = rows.filter((row) => row.enabled && watchesValues(row));
  if (watching.length === 0) return;
  const { values, stamp } = await loadHostValues(deps.db, hostId);
  for (const row of watching) {
    let cause: string | null = null;
    for (const event of row.events) {
      if (event.type === "variable_changed") {
        // A deleted (or not yet created) variable is no change to report.
        if (!Object.hasOwn(values, event.variable)) continue;
        const value = values[event.variable] ?? null;
        const step = await advanceState(
          deps.db,
          row.id,
          `variable:${event.variable}`,
          value,
          stamp,
        );
        if (step.kind === "moved" && canonicalJson(step.previous) !== canonicalJson(value)) {
          cause ??= `variable_changed ${event.variable}`;
        }
      } else if (event.type === "condition_true") {
        const now = isConditionTrue(event.expression, values);
        const step = await advanceState(
          deps.db,
          row.id,
          `condition:${event.expression}`,
          now,
          stamp,
        );
        if (step.kind === "moved" && step.previous === false && now) {
          cause ??= `condition_true ${event.expression}`;
        }
      }
    }
    if (cause) await fireAutomation(deps, row, { event: cause, values });
  }
}
