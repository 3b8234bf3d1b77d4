import "server-only";
import { advanceState } from "./advance-state";
import { findIntervalDue, findScheduleDue } from "./find-due-time";
import type { AutomationRow, FiringDeps } from "./fire-automation";
import { fireAutomation } from "./fire-automation";

export function hasTimers(row: AutomationRow): boolean {
  return row.events.some((e) => e.type === "schedule" || e.type === "interval");
}

/**
 * Fires schedules and intervals due within (from, to]. The due instant is the same in
 * every process (cron occurrences, epoch-aligned intervals), and its slot only moves once,
 * so one process fires it. A schedule without its own timezone follows the host's.
 */
export async function evaluateTimerEvents(
  deps: FiringDeps,
  row: AutomationRow,
  hostTimezone: string,
  from: number,
  to: number,
): Promise<void> {
  if (!row.enabled) return;
  for (const [index, event] of row.events.entries()) {
    let due: number | null = null;
    let label = "";
    if (event.type === "schedule") {
      due = findScheduleDue(event.cron, event.timezone ?? hostTimezone, from, to);
      label = `schedule ${event.cron}`;
    } else if (event.type === "interval") {
      due = findIntervalDue(event.ms, from, to);
      label = `interval ${event.ms} ms`;
    }
    if (due === null) continue;
    const step = await advanceState(deps.db, row.id, `timer:${index}`, due, BigInt(due));
    if (step.kind !== "stale") {
      await fireAutomation(deps, row, {
        event: label,
        input: { firedAt: new Date(due).toISOString() },
      });
    }
  }
}
