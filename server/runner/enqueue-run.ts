import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { run, shortcut } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { RunTrigger } from "@/lib/runs/run-types";
import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { newId } from "@/server/deck/rows";
import type { DbTransaction } from "@/server/functions/define";
import { notifyRunners } from "./run-channel";

export type EnqueueRunOptions = {
  hostId: string;
  shortcutId: string;
  trigger: RunTrigger;
  input?: Record<string, JsonValue>;
  /** Nesting depth of whatever caused this run (an automation fired by a run: depth + 1). */
  depth?: number;
};

export type WhenBusy = "queue" | "drop" | "restart";

type RunSpec = {
  hostId: string;
  shortcutId: string | null;
  name: string;
  busyKey: string;
  steps: Step[];
  mode: string;
  whenBusy: WhenBusy;
  trigger: RunTrigger;
  input: Record<string, JsonValue>;
  depth: number;
  /** The caller is a sync mutation that writes `run` itself; runners need not announce it. */
  announced: boolean;
};

/**
 * Queues a run of one of the host's shortcuts (the server API automations use). Returns
 * null when the shortcut is busy and its `whenBusy` is `drop`. Works on the pool or inside
 * a caller's transaction (the run then exists only if that transaction commits).
 */
export async function enqueueRun(
  db: DbTransaction,
  options: EnqueueRunOptions,
  internal: { announced?: boolean } = {},
): Promise<{ runId: string } | null> {
  const [row] = await db
    .select()
    .from(shortcut)
    .where(and(eq(shortcut.id, options.shortcutId), eq(shortcut.hostId, options.hostId)));
  if (!row) throw new AppError("NOT_FOUND", "This shortcut does not exist.");
  return insertRun(db, {
    hostId: options.hostId,
    shortcutId: row.id,
    name: row.name,
    busyKey: row.id,
    steps: row.steps,
    mode: row.mode,
    whenBusy: row.whenBusy as WhenBusy,
    trigger: options.trigger,
    input: options.input ?? {},
    depth: options.depth ?? 0,
    announced: internal.announced ?? false,
  });
}

/** Queues a button's inline steps as a run of their own (busy per button, queued). */
export async function enqueueSteps(
  db: DbTransaction,
  options: {
    hostId: string;
    buttonId: string;
    name: string;
    steps: Step[];
    trigger: RunTrigger;
    input?: Record<string, JsonValue>;
  },
): Promise<{ runId: string }> {
  const result = await insertRun(db, {
    hostId: options.hostId,
    shortcutId: null,
    name: options.name,
    busyKey: `button:${options.buttonId}`,
    steps: options.steps,
    mode: "sequential",
    whenBusy: "queue",
    trigger: options.trigger,
    input: options.input ?? {},
    depth: 0,
    announced: true,
  });
  if (!result) throw new Error("A queued run cannot be dropped");
  return result;
}

async function insertRun(db: DbTransaction, spec: RunSpec): Promise<{ runId: string } | null> {
  return db.transaction(async (tx) => {
    // Two presses racing on one shortcut must agree on "busy": one lock per busy key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`run:${spec.busyKey}`}))`);
    const active = await tx
      .select({ id: run.id, status: run.status })
      .from(run)
      .where(and(eq(run.busyKey, spec.busyKey), inArray(run.status, ["queued", "running"])));
    if (active.length > 0 && spec.whenBusy === "drop") return null;
    if (active.length > 0 && spec.whenBusy === "restart") {
      const now = new Date();
      const queued = active.filter((r) => r.status === "queued").map((r) => r.id);
      if (queued.length > 0) {
        await tx
          .update(run)
          .set({
            status: "canceled",
            error: "Replaced by a newer run",
            finishedAt: now,
            updatedAt: now,
          })
          .where(inArray(run.id, queued));
      }
      for (const running of active.filter((r) => r.status === "running")) {
        await tx
          .update(run)
          .set({ cancelRequested: true, updatedAt: now })
          .where(eq(run.id, running.id));
        await notifyRunners(tx, `cancel:${running.id}`);
      }
    }
    const id = newId();
    await tx.insert(run).values({
      id,
      hostId: spec.hostId,
      shortcutId: spec.shortcutId,
      shortcutName: spec.name,
      busyKey: spec.busyKey,
      steps: spec.steps,
      mode: spec.mode,
      trigger: spec.trigger,
      depth: spec.depth,
      input: spec.input,
    });
    await notifyRunners(tx, spec.announced ? "queued" : `run:${spec.hostId}`);
    return { runId: id };
  });
}
