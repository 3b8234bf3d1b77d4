"use client";

import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { formatRelativeTime } from "@/components/screens/format-relative-time";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import type { RunSummary } from "@/lib/runs/run-types";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { describeTrigger } from "./describe-trigger";
import { formatDuration } from "./format-duration";
import { RunLogSheet } from "./run-log-sheet";
import { RunStatusIcon, statusLabel } from "./run-status-icon";
import { useNow } from "./use-now";

const LIMIT = 8;

/** Dashboard card: the latest runs, live; a run opens its step log. */
export function RecentRunsPanel() {
  const { data } = useSyncQuery(api.runs.recent, { limit: LIMIT });
  const [selected, setSelected] = useState<RunSummary | null>(null);
  const [open, setOpen] = useState(false);
  // Relative times ("2 minutes ago") stay fresh while the dashboard is open.
  const now = useNow(true, 30_000);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HistoryIcon className="size-4 text-muted-foreground" aria-hidden />
          Recent runs
        </CardTitle>
        <CardDescription>Shortcuts run by buttons, automations and you.</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          <div
            className="flex flex-col gap-2"
            role="status"
            aria-busy="true"
            aria-label="Loading runs"
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-11 w-full" />
            ))}
          </div>
        ) : data.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No runs yet. Press a button on a screen, or use Run now on a shortcut.
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {data.map((run) => (
              <li key={run.id}>
                <button
                  type="button"
                  onClick={() => {
                    setSelected(run);
                    setOpen(true);
                  }}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`${run.shortcutName}: ${statusLabel(run.status)}`}
                >
                  <RunStatusIcon status={run.status} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold">{run.shortcutName}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {run.status === "failed" && run.error
                        ? run.error
                        : `${describeTrigger(run.trigger)} · ${formatRelativeTime(run.createdAt, now)}`}
                    </span>
                  </span>
                  {run.startedAt !== null && run.finishedAt !== null && (
                    <span className="shrink-0 font-mono text-xs tabular-nums text-muted-foreground">
                      {formatDuration(run.finishedAt - run.startedAt)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RunLogSheet
        runId={selected?.id ?? null}
        title={selected?.shortcutName ?? "Run"}
        open={open}
        onOpenChange={setOpen}
      />
    </Card>
  );
}
