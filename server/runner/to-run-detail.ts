import "server-only";
import type { run } from "@/db/schema";
import type { RunDetail, RunSummary } from "@/lib/runs/run-types";

type RunRow = typeof run.$inferSelect;

/** `runs:get`: the whole log, step results included (times as epoch ms). */
export function toRunDetail(row: RunRow): RunDetail {
  return {
    id: row.id,
    shortcutId: row.shortcutId,
    shortcutName: row.shortcutName,
    status: row.status,
    trigger: row.trigger,
    steps: row.log,
    error: row.error,
    startedAt: row.startedAt?.getTime() ?? null,
    finishedAt: row.finishedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

/** `runs:recent`: the same without step results, which can be large. */
export function toRunSummary(row: RunRow): RunSummary {
  const detail = toRunDetail(row);
  return { ...detail, steps: detail.steps.map(({ result: _result, ...step }) => step) };
}
