"use client";

import { LayoutGridIcon } from "lucide-react";
import Link from "next/link";
import { ScreenThumbnail } from "@/components/screens/screen-thumbnail";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { DashboardCard } from "./dashboard-card";

const SHOWN = 6;

/** My most recently edited screens as live thumbnails (the one renderer), each opening the editor. */
export function DashboardScreens() {
  const { data } = useSyncQuery(api.screens.list, { sortBy: "updatedAt" });
  const screens = data?.slice(0, SHOWN);
  return (
    <DashboardCard
      id="dashboard-screens"
      title="My screens"
      href="/host"
      linkLabel={data && data.length > SHOWN ? `All ${data.length} screens` : "All screens"}
      className="lg:col-span-2"
    >
      {!screens ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex flex-col gap-2">
              <Skeleton className="aspect-[4/3] w-full rounded-lg" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : screens.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
          <LayoutGridIcon className="size-8 text-primary" aria-hidden />
          <p className="max-w-sm text-sm text-muted-foreground">
            A screen is a grid of buttons your phone or tablet shows. Make one and it appears here,
            live.
          </p>
          <Button asChild>
            <Link href="/host">Create a screen</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="dashboard-screens">
          {screens.map((screen) => (
            <li key={screen.id} className="min-w-0">
              <Link
                href={`/host/screens/${screen.id}/edit`}
                className="flex flex-col gap-1.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ScreenThumbnail screenId={screen.id} columns={screen.columns} rows={screen.rows} />
                <span className="truncate text-sm font-semibold">{screen.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
