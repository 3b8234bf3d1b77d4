"use client";

import { ScreenRenderer } from "@/components/screen/screen-renderer";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/**
 * A live, non-interactive picture of a screen: it follows `screens:render`, so a label bound
 * to a variable changes here too. Without `onPress` the renderer draws plain tiles, and
 * `inert` keeps them out of the tab order and away from the pointer inside a card link.
 */
export function ScreenThumbnail({
  screenId,
  columns,
  rows,
}: {
  screenId: string;
  columns: number;
  rows: number;
}) {
  const { data } = useSyncQuery(api.screens.render, { screenId });
  return (
    <div
      data-testid="screen-thumbnail"
      data-state={data ? "ready" : "loading"}
      inert
      aria-hidden
      className="pointer-events-none overflow-hidden rounded-lg bg-muted"
      style={{ aspectRatio: `${columns} / ${rows}` }}
    >
      {data ? (
        <ScreenRenderer screen={data.screen} buttons={data.buttons} className="h-full" />
      ) : (
        <Skeleton className="size-full" />
      )}
    </div>
  );
}
