"use client";

import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import type { RunDetail } from "@/lib/runs/run-types";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { describeTrigger } from "./describe-trigger";
import { formatDuration } from "./format-duration";
import { RunStatusIcon, statusLabel } from "./run-status-icon";
import { RunStepRow } from "./run-step-row";
import { useNow } from "./use-now";

const FINISHED = new Set(["succeeded", "failed", "canceled"]);

/**
 * A run's live step list: every step's status, duration, error and result, updated as the
 * runner saves it. `onFinished` fires once when a run this log watched ends.
 */
export function RunLog({
  runId,
  onFinished,
}: {
  runId: string;
  onFinished?: (run: RunDetail) => void;
}) {
  const { data: run } = useSyncQuery(api.runs.get, { runId });
  const active = run !== undefined && !FINISHED.has(run.status);
  const now = useNow(active);
  const seenActive = useRef(false);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  useEffect(() => {
    if (!run) return;
    if (!FINISHED.has(run.status)) seenActive.current = true;
    else if (seenActive.current) {
      seenActive.current = false;
      finishedRef.current?.(run);
    }
  }, [run]);

  if (!run) return <RunLogSkeleton />;
  const total = run.startedAt === null ? null : (run.finishedAt ?? now) - run.startedAt;
  return (
    <section className="flex flex-col gap-3" aria-label={`Run of ${run.shortcutName}`}>
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <RunStatusIcon status={run.status} />
        <span className="font-semibold">{statusLabel(run.status)}</span>
        <Badge variant="outline">{describeTrigger(run.trigger)}</Badge>
        {total !== null && (
          <span className="ml-auto font-mono text-xs tabular-nums text-muted-foreground">
            {formatDuration(total)}
          </span>
        )}
      </div>
      {run.error && run.status === "failed" && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {run.error}
        </p>
      )}
      {run.steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {run.status === "queued" ? "Waiting for the runner…" : "This shortcut has no steps."}
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {run.steps.map((step) => (
            <RunStepRow key={step.index} step={step} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}

function RunLogSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading run">
      <Skeleton className="h-6 w-40" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}
