import "server-only";
import { eq } from "drizzle-orm";
import { run as runTable } from "@/db/schema";
import type { RunStatus, RunStepLog } from "@/lib/runs/run-types";
import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { hostKey } from "@/server/functions/access/screen-access";
import { announceWrites } from "@/server/sync/announce-writes";
import { describeFailure, describeStep } from "./describe-step";
import { executeStep } from "./execute-step";
import { RunCanceled, type RunContext, StepError } from "./run-context";

export type RunRow = typeof runTable.$inferSelect;

const PREVIEW_CHARS = 2000;
const LOG_SAVE_DELAY_MS = 50;

function cutText(text: string): string {
  return text.length <= PREVIEW_CHARS ? text : `${text.slice(0, PREVIEW_CHARS)}…`;
}

/**
 * What the log keeps of a result: small values whole; long texts in an object's fields cut
 * (an HTTP body), and anything still big as cut JSON text.
 */
function previewResult(value: JsonValue): JsonValue {
  let shaped = value;
  if (typeof value === "string") shaped = cutText(value);
  else if (value && typeof value === "object" && !Array.isArray(value)) {
    shaped = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? cutText(v) : v]),
    );
  }
  const text = JSON.stringify(shaped) ?? "null";
  return text.length <= PREVIEW_CHARS * 2 ? shaped : cutText(text);
}

function reasonOf(error: unknown): string {
  if (error instanceof StepError) return error.message;
  console.error("[runner] step crashed:", error);
  return "Unexpected server error";
}

/**
 * Executes one claimed run: every top-level step gets a log entry (pending → running →
 * succeeded / failed / skipped), saved and announced within 50 ms so `runs:get` shows it
 * live. Sequential runs stop at the first failure; concurrent runs start every step at
 * once and fail with the first failing step in order.
 */
export async function executeRun(ctx: RunContext, row: RunRow): Promise<RunStatus> {
  const steps: Step[] = row.steps;
  const log: RunStepLog[] = steps.map((step, index) => ({
    index,
    type: step.type,
    label: describeStep(step),
    status: step.disabled ? "skipped" : "pending",
  }));
  let saving = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const save = (fields: Partial<RunRow> = {}) => {
    clearTimeout(timer);
    timer = undefined;
    const snapshot = log.map((entry) => ({ ...entry }));
    saving = saving.then(() => saveRun(ctx, { ...fields, log: snapshot }));
    return saving;
  };
  // Log changes within LOG_SAVE_DELAY_MS are saved together: a quick run costs one save,
  // and its variable writes reach subscribers without queueing behind log writes.
  const saveSoon = () => {
    timer ??= setTimeout(() => void save(), LOG_SAVE_DELAY_MS);
  };
  saveSoon();

  let failure: string | null = null;
  let canceled = false;
  const runOne = async (step: Step, index: number) => {
    const entry = log[index] as RunStepLog;
    if (step.disabled) return;
    entry.status = "running";
    entry.startedAt = Date.now();
    saveSoon();
    try {
      const result = await executeStep(ctx, step, index, row.depth);
      entry.status = "succeeded";
      entry.result = previewResult(result);
    } catch (error) {
      if (error instanceof RunCanceled) {
        entry.status = "canceled";
        canceled = true;
      } else {
        entry.status = "failed";
        entry.error = reasonOf(error);
        failure ??= describeFailure(index, step, entry.error);
      }
    }
    entry.finishedAt = Date.now();
    saveSoon();
  };

  if (row.mode === "concurrent") {
    await Promise.all(steps.map(runOne));
  } else {
    for (const [index, step] of steps.entries()) {
      if (failure || canceled || ctx.signal.aborted) break;
      await runOne(step, index);
    }
  }
  if (!failure && ctx.signal.aborted) canceled = true;
  const status: RunStatus = failure ? "failed" : canceled ? "canceled" : "succeeded";
  for (const entry of log) if (entry.status === "pending") entry.status = "canceled";
  await save({
    status,
    error: failure ?? (canceled ? cancelMessage(ctx.signal) : null),
    finishedAt: new Date(),
  });
  return status;
}

/** Runner shutdown aborts with "shutdown"; whenBusy restart aborts without a reason. */
function cancelMessage(signal: AbortSignal): string {
  return signal.reason === "shutdown"
    ? "The server stopped during the run"
    : "Canceled by a newer run";
}

async function saveRun(ctx: RunContext, fields: Partial<RunRow>) {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(runTable)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(runTable.id, ctx.runId));
      await announceWrites(tx, [{ table: "run", key: hostKey(ctx.hostId) }], ctx.channel);
    });
  } catch (error) {
    console.error("[runner] could not save the run log:", error);
  }
}
