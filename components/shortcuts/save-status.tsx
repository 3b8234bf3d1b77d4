"use client";

import { AlertCircleIcon, CheckIcon, LoaderCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SaveStatus } from "./use-shortcut-autosave";

/** Saved / Saving… / problems to fix / could not save (with retry), announced politely. */
export function SaveStatusIndicator({
  status,
  onRetry,
}: {
  status: SaveStatus;
  onRetry: () => void;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={status.kind}
      className="flex items-center gap-1.5 text-sm"
    >
      {status.kind === "saved" && (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <CheckIcon className="size-4 text-success" />
          Saved
        </span>
      )}
      {(status.kind === "pending" || status.kind === "saving") && (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" />
          Saving…
        </span>
      )}
      {status.kind === "invalid" && (
        <span className="flex items-center gap-1.5 text-destructive">
          <AlertCircleIcon className="size-4" />
          Not saved: fix {status.problems === 1 ? "1 problem" : `${status.problems} problems`}
        </span>
      )}
      {status.kind === "error" && (
        <>
          <span className="flex items-center gap-1.5 text-destructive">
            <AlertCircleIcon className="size-4" />
            Couldn't save
          </span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCwIcon />
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
