"use client";

import { LinkIcon, MonitorSmartphoneIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { EmptyState } from "@/components/app/empty-state";
import { FilteredEmptyState } from "@/components/filters/filtered-empty-state";
import { ScreenFilterBar } from "@/components/filters/screen-filter-bar";
import { SCREEN_GRID_CLASS, ScreenGridSkeleton } from "@/components/screens/screen-grid";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import { isEmptyScreenFilters, type ScreenFilters } from "@/lib/filters/search-params";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { ClientScreenCard } from "./client-screen-card";
import { groupScreensByHost } from "./group-screens-by-host";
import { useClientSettings } from "./use-client-settings";

/** Once per tab: the default screen opens with the app, not every time the list is shown. */
const OPENED_DEFAULT_KEY = "deckbot.opened-default-screen";

/** The client index: screens of my connected hosts (and my own), grouped by host. */
export function ClientScreensPageClient({ filters }: { filters: ScreenFilters }) {
  const { data: screens } = useSyncQuery(api.clientScreens.list, filters);
  const { data: me } = useSyncQuery(api.users.me, {});
  const [settings] = useClientSettings();
  const router = useRouter();

  useEffect(() => {
    const target = settings.defaultScreenId;
    if (!target || !screens?.some((s) => s.id === target)) return;
    if (window.sessionStorage.getItem(OPENED_DEFAULT_KEY)) return;
    window.sessionStorage.setItem(OPENED_DEFAULT_KEY, "1");
    router.push(`/client/screens/${target}/render`);
  }, [settings.defaultScreenId, screens, router]);

  return (
    <>
      <ScreenFilterBar filters={filters} />
      {screens === undefined ? (
        <ScreenGridSkeleton lines={1} />
      ) : screens.length === 0 ? (
        isEmptyScreenFilters(filters) ? (
          <EmptyState
            Icon={MonitorSmartphoneIcon}
            title="Connect to a host to see its screens"
            actions={
              <Button asChild>
                <Link href="/client/connection">
                  <LinkIcon />
                  Enter a pairing code
                </Link>
              </Button>
            }
          >
            Ask the host for a pairing code (Host → Settings), enter it on the Connection page and
            wait for approval. Their screens then appear here, ready to tap.
          </EmptyState>
        ) : (
          <FilteredEmptyState />
        )
      ) : (
        <div className="flex flex-col gap-8">
          {groupScreensByHost(screens, me?.id).map((group) => (
            <section key={group.hostId} aria-labelledby={`host-${group.hostId}`}>
              <h2 id={`host-${group.hostId}`} className="mb-3 text-lg font-bold">
                {group.title}
              </h2>
              <ul aria-label={`Screens of ${group.title}`} className={SCREEN_GRID_CLASS}>
                {group.screens.map((screen) => (
                  <ClientScreenCard key={screen.id} screen={screen} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
