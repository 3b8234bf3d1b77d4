"use client";

import { KeyboardIcon, LayoutGridIcon, PlusIcon, VariableIcon } from "lucide-react";
import { ScreenRenderer } from "@/components/screen/screen-renderer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import type { DiscoverScreen } from "@/lib/api-types";
import { renderScreenDocument } from "@/lib/screen/render-screen-document";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

function Brings({ data }: { data: DiscoverScreen }) {
  const { snapshot } = data;
  const count = snapshot.buttons.length;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <dt className="flex items-center gap-1.5 font-semibold">
          <LayoutGridIcon className="size-4" />
          Widgets
        </dt>
        <dd className="text-muted-foreground">
          {count === 1 ? "1 widget" : `${count} widgets`} on a {snapshot.screen.columns} ×{" "}
          {snapshot.screen.rows} grid
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="flex items-center gap-1.5 font-semibold">
          <KeyboardIcon className="size-4" />
          Shortcuts
        </dt>
        <dd className="text-muted-foreground">
          {snapshot.shortcuts.length === 0
            ? "None"
            : snapshot.shortcuts.map((s) => s.name).join(", ")}
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="flex items-center gap-1.5 font-semibold">
          <VariableIcon className="size-4" />
          Variables
        </dt>
        <dd className="font-mono text-muted-foreground">
          {snapshot.variables.length === 0
            ? "None"
            : snapshot.variables.map((v) => v.key).join(", ")}
        </dd>
      </div>
    </dl>
  );
}

function PreviewBody({ screenId }: { screenId: string }) {
  const { data, error } = useSyncQuery(api.discover.get, { screenId });
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        This screen is no longer shared. The author may have made it private.
      </p>
    );
  }
  if (!data) {
    return (
      <div aria-busy role="status" aria-label="Loading preview" className="flex flex-col gap-3">
        <Skeleton className="aspect-4/3 w-full rounded-lg" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  const rendered = renderScreenDocument(data.snapshot);
  return (
    <div className="flex flex-col gap-4">
      <div
        className="overflow-hidden rounded-lg bg-muted"
        style={{ aspectRatio: `${rendered.screen.columns} / ${rendered.screen.rows}` }}
      >
        <ScreenRenderer screen={rendered.screen} buttons={rendered.buttons} className="h-full" />
      </div>
      <p className="text-sm text-muted-foreground">
        {data.snapshot.screen.description || "The author did not add a description."}
      </p>
      <Brings data={data} />
      <p className="text-xs text-muted-foreground">
        Version {data.version}, published {new Date(data.publishedAt).toLocaleDateString()}.
        Variables and shortcuts you already have with the same key or name are reused.
      </p>
    </div>
  );
}

/** A published snapshot drawn by the renderer, with what installing it brings along. */
export function PreviewScreenDialog({
  screen,
  installing,
  onInstall,
  onOpenChange,
}: {
  screen: { id: string; name: string; authorName: string } | null;
  installing: boolean;
  onInstall: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={screen !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{screen?.name}</DialogTitle>
          <DialogDescription>by {screen?.authorName || "Unknown"}</DialogDescription>
        </DialogHeader>
        {screen && <PreviewBody screenId={screen.id} />}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button disabled={installing} onClick={onInstall}>
            <PlusIcon />
            Add to my screens
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
