"use client";

import { CompassIcon, LayoutGridIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { EmptyState } from "@/components/app/empty-state";
import { PageHeader } from "@/components/app/page-header";
import { FilteredEmptyState } from "@/components/filters/filtered-empty-state";
import { ScreenFilterBar } from "@/components/filters/screen-filter-bar";
import { SCREEN_GRID_CLASS, ScreenGridSkeleton } from "@/components/screens/screen-grid";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import type { ScreenDetail } from "@/lib/api-types";
import { isEmptyScreenFilters, type ScreenFilters } from "@/lib/filters/search-params";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { CreateScreenDialog } from "./create-screen-dialog";
import { DeleteScreensDialog } from "./delete-screens-dialog";
import { ScreenCard } from "./screen-card";
import { ScreenListActions } from "./screen-list-actions";

/** The host index: my screens as live cards, filtered by the URL, with create/import/duplicate/delete. */
export function HostScreensPageClient({ filters }: { filters: ScreenFilters }) {
  const { data: screens } = useSyncQuery(api.screens.list, filters);
  const duplicate = useSyncMutation(api.screens.duplicate);
  const remove = useSyncMutation(api.screens.remove);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ScreenDetail | null>(null);

  async function duplicateScreen(screen: ScreenDetail) {
    const id = await duplicate({ screenId: screen.id });
    if (id) toast.success(`Duplicated “${screen.name}”`);
  }

  async function deleteScreen(screen: ScreenDetail) {
    setDeleting(null);
    const result = await remove({ screenId: screen.id });
    if (result !== undefined) toast.success(`Deleted “${screen.name}”`);
  }

  return (
    <>
      <PageHeader
        title="Screens"
        description="Your decks of buttons. Open one to use it here, or pair a phone to use it there."
        actions={<ScreenListActions onCreate={() => setCreating(true)} />}
      />
      <ScreenFilterBar filters={filters} />
      {screens === undefined ? (
        <ScreenGridSkeleton />
      ) : screens.length === 0 ? (
        isEmptyScreenFilters(filters) ? (
          <EmptyState
            Icon={LayoutGridIcon}
            title="You have no screens yet"
            actions={
              <>
                <Button onClick={() => setCreating(true)}>
                  <PlusIcon />
                  Create a screen
                </Button>
                <Button asChild variant="outline">
                  <Link href="/host/discover-screens">
                    <CompassIcon />
                    Browse Discover
                  </Link>
                </Button>
              </>
            }
          >
            A screen is a grid of buttons. Create one from scratch, import an exported JSON file, or
            install a ready-made one from Discover and adapt it.
          </EmptyState>
        ) : (
          <FilteredEmptyState />
        )
      ) : (
        <ul aria-label="Your screens" className={SCREEN_GRID_CLASS}>
          {screens.map((screen) => (
            <ScreenCard
              key={screen.id}
              screen={screen}
              onDuplicate={() => duplicateScreen(screen)}
              onDelete={() => setDeleting(screen)}
            />
          ))}
        </ul>
      )}
      <CreateScreenDialog open={creating} onOpenChange={setCreating} />
      <DeleteScreensDialog
        names={deleting ? [deleting.name] : []}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) deleteScreen(deleting);
        }}
      />
    </>
  );
}
