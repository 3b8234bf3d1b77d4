"use client";

import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/api";
import type { RunDetail } from "@/lib/runs/run-types";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { RunLogSheet } from "./run-log-sheet";

/**
 * "Run now": runs the shortcut as the host and opens its live run log. A shortcut that
 * drops runs while busy says so instead.
 */
export function RunNowButton({
  shortcutId,
  shortcutName,
  size = "sm",
  variant = "outline",
}: {
  shortcutId: string;
  shortcutName?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
}) {
  const run = useSyncMutation(api.shortcuts.run);
  const [runId, setRunId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    const queued = await run({ shortcutId });
    setStarting(false);
    if (queued === undefined) return;
    if (queued === null) {
      toast.info("Already running: this shortcut ignores new runs while busy.");
      return;
    }
    setRunId(queued.runId);
    setOpen(true);
  };

  const finished = (detail: RunDetail) => {
    if (detail.status === "succeeded") toast.success(`${detail.shortcutName} finished`);
    else if (detail.status === "failed") toast.error(detail.error ?? "The run failed");
  };

  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={start}
        disabled={starting}
        aria-label={shortcutName ? `Run ${shortcutName} now` : "Run now"}
      >
        <PlayIcon />
        Run now
      </Button>
      <RunLogSheet
        runId={runId}
        title={shortcutName ?? "Run"}
        open={open}
        onOpenChange={setOpen}
        onFinished={finished}
      />
    </>
  );
}
