"use client";

import { CompassIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/app/empty-state";
import { PageHeader } from "@/components/app/page-header";
import { FilteredEmptyState } from "@/components/filters/filtered-empty-state";
import { ScreenFilterBar } from "@/components/filters/screen-filter-bar";
import { SCREEN_GRID_CLASS, ScreenGridSkeleton } from "@/components/screens/screen-grid";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import type { DiscoverListItem } from "@/lib/api-types";
import { isEmptyScreenFilters, type ScreenFilters } from "@/lib/filters/search-params";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { ChooseScreenToPublishDialog } from "./choose-screen-to-publish-dialog";
import { DiscoverCard } from "./discover-card";
import { PreviewScreenDialog } from "./preview-screen-dialog";
import { PublishScreenDialog } from "./publish-screen-dialog";
import { useInstallScreen } from "./use-install-screen";

/** /host/discover-screens: the public gallery (filters in the URL), preview, install, publish. */
export function DiscoverView({ filters }: { filters: ScreenFilters }) {
  const { data: screens } = useSyncQuery(api.discover.list, filters);
  const { installScreen, installing } = useInstallScreen();
  const [previewing, setPreviewing] = useState<DiscoverListItem | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [publishing, setPublishing] = useState<string | null>(null);

  const publishButton = (
    <Button variant="outline" onClick={() => setChoosing(true)}>
      <UploadIcon />
      Publish a screen
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Discover screens"
        description="Screens other hosts on this instance have published. Install one and make it yours."
        actions={publishButton}
      />
      <ScreenFilterBar filters={filters} />
      {screens === undefined ? (
        <ScreenGridSkeleton />
      ) : screens.length === 0 ? (
        isEmptyScreenFilters(filters) ? (
          <EmptyState
            Icon={CompassIcon}
            title="Nobody has published a screen yet"
            actions={publishButton}
          >
            When a host publishes a screen it appears here with its author. Publish one of yours to
            be the first: others get a copy with its shortcuts and variables.
          </EmptyState>
        ) : (
          <FilteredEmptyState />
        )
      ) : (
        <ul aria-label="Published screens" className={SCREEN_GRID_CLASS}>
          {screens.map((screen) => (
            <DiscoverCard
              key={screen.id}
              screen={screen}
              installing={installing === screen.id}
              onPreview={() => setPreviewing(screen)}
              onInstall={() => installScreen(screen)}
            />
          ))}
        </ul>
      )}
      <PreviewScreenDialog
        screen={previewing}
        installing={previewing !== null && installing === previewing.id}
        onOpenChange={(open) => !open && setPreviewing(null)}
        onInstall={async () => {
          if (!previewing) return;
          if (await installScreen(previewing)) setPreviewing(null);
        }}
      />
      <ChooseScreenToPublishDialog
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={(screenId) => {
          setChoosing(false);
          setPublishing(screenId);
        }}
      />
      <PublishScreenDialog
        screenId={publishing ?? ""}
        open={publishing !== null}
        onOpenChange={(open) => !open && setPublishing(null)}
      />
    </>
  );
}
