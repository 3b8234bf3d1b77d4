import type { RunStepLog } from "@/lib/runs/run-types";
import { formatDuration } from "./format-duration";
import { RunStatusIcon } from "./run-status-icon";

function previewText(result: RunStepLog["result"]): string | null {
  if (result === undefined || result === null) return null;
  return typeof result === "string" ? result : JSON.stringify(result, null, 2);
}

/** One step of a run: status, label, how long it took, and its error or result. */
export function RunStepRow({ step, now }: { step: RunStepLog; now: number }) {
  const duration = step.startedAt === undefined ? null : (step.finishedAt ?? now) - step.startedAt;
  const preview = previewText(step.result);
  return (
    <li className="flex gap-3 rounded-lg border bg-card px-3 py-2.5">
      <RunStatusIcon status={step.status} className="mt-0.5" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 truncate text-sm font-semibold">
            <span className="text-muted-foreground">{step.index + 1}.</span> {step.label}
          </p>
          {duration !== null && (
            <span className="shrink-0 font-mono text-xs tabular-nums text-muted-foreground">
              {formatDuration(duration)}
            </span>
          )}
        </div>
        {step.error && <p className="text-sm break-words text-destructive">{step.error}</p>}
        {preview !== null && (
          <details className="group text-xs">
            <summary className="cursor-pointer select-none text-muted-foreground hover:text-foreground">
              Result
            </summary>
            <pre className="mt-1 max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono whitespace-pre-wrap break-all">
              {preview}
            </pre>
          </details>
        )}
      </div>
    </li>
  );
}
