import "server-only";
import type { automation } from "@/db/schema";
import type { JsonValue } from "@/lib/schemas/common";
import type { DbTransaction } from "@/server/functions/define";
import type { EnqueueRunOptions } from "@/server/runner/enqueue-run";
import { checkConditions } from "./check-conditions";
import { claimFiring } from "./claim-firing";
import { loadHostValues } from "./load-host-values";

export type AutomationRow = typeof automation.$inferSelect;

/** The runner's entry point (server/runner/enqueue-run.ts), injectable so tests can watch it. */
export type EnqueueRun = (
  db: DbTransaction,
  options: EnqueueRunOptions,
) => Promise<{ runId: string } | null>;

export type FiringDeps = {
  /** The pool, or a caller's transaction (buttons:press fires inside its mutation). */
  db: DbTransaction;
  /** Commit channel for `lastFiredAt` announcements (server/sync). */
  channel: string;
  /**
   * Inside a sync mutation: declares the automation write there (`ctx.write`) instead of
   * announcing it on the channel, so it travels with the mutation's own commit.
   */
  writeAutomations?: (hostId: string) => void;
  now: () => number;
  enqueue: EnqueueRun;
};

export type Cause = {
  /** The event that fired, for the log ("schedule 0 9 * * 1", "webhook"). */
  event: string;
  kind?: "automation" | "webhook";
  by?: string;
  input?: Record<string, JsonValue>;
  /** Values already read for this change, so conditions see the same snapshot. */
  values?: Record<string, JsonValue>;
};

export type Firing = { fired: true; runId: string | null } | { fired: false; reason: string };

/**
 * Fires one automation: its conditions must all hold, then it claims the firing (rate
 * limit, loop window, `lastFiredAt`) and enqueues its shortcut. A refusal says why; loop
 * protection is logged because it stops something the host set up.
 */
export async function fireAutomation(
  deps: FiringDeps,
  row: AutomationRow,
  cause: Cause,
): Promise<Firing> {
  if (!row.enabled) return { fired: false, reason: "it is disabled" };
  if (!row.shortcutId) return { fired: false, reason: "it has no shortcut" };
  if (row.conditions.length > 0) {
    const values = cause.values ?? (await loadHostValues(deps.db, row.hostId)).values;
    const check = checkConditions(row.conditions, values);
    if (!check.ok) return { fired: false, reason: `condition "${check.failed}" is false` };
  }
  const claim = await claimFiring(deps, row.id);
  if (!claim.ok) {
    if (claim.reason.startsWith("loop protection")) {
      console.warn(
        `[automations] "${row.name}" (${row.id}) not fired on ${cause.event}: ${claim.reason}`,
      );
    }
    return { fired: false, reason: claim.reason };
  }
  const run = await deps.enqueue(deps.db, {
    hostId: row.hostId,
    shortcutId: row.shortcutId,
    trigger: { kind: cause.kind ?? "automation", automationId: row.id, by: cause.by ?? row.name },
    input: cause.input,
  });
  return { fired: true, runId: run?.runId ?? null };
}
