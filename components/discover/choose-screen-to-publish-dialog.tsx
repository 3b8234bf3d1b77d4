"use client";

import { LayoutGridIcon } from "lucide-react";
import Link from "next/link";
import { VisibilityBadge } from "@/components/screens/visibility-badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/** "Publish a screen" from Discover: pick one of mine, then the publish dialog opens. */
export function ChooseScreenToPublishDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (screenId: string) => void;
}) {
  const { data: screens } = useSyncQuery(api.screens.list, {});
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publish a screen</DialogTitle>
          <DialogDescription>Choose which of your screens to share.</DialogDescription>
        </DialogHeader>
        {!screens ? (
          <div
            role="status"
            aria-busy
            aria-label="Loading your screens"
            className="flex flex-col gap-2"
          >
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : screens.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p>You have no screens to publish yet. Build one first, then come back.</p>
            <Button asChild size="sm">
              <Link href="/host">
                <LayoutGridIcon />
                Go to my screens
              </Link>
            </Button>
          </div>
        ) : (
          <ul aria-label="Your screens" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
            {screens.map((screen) => (
              <li key={screen.id}>
                <button
                  type="button"
                  onClick={() => onChoose(screen.id)}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="min-w-0 flex-1 truncate font-semibold">{screen.name}</span>
                  <VisibilityBadge visibility={screen.visibility} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
