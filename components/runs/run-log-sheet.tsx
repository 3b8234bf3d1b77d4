"use client";

import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { RunDetail } from "@/lib/runs/run-types";
import { RunLog } from "./run-log";

/** A side sheet holding one run's live log (Run now, recent runs). */
export function RunLogSheet({
  runId,
  title,
  open,
  onOpenChange,
  onFinished,
}: {
  runId: string | null;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFinished?: (run: RunDetail) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader className="pr-10">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>Each step as the runner works through it.</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">{runId && <RunLog runId={runId} onFinished={onFinished} />}</div>
      </SheetContent>
    </Sheet>
  );
}
