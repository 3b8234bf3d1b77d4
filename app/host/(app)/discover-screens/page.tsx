import { CompassIcon } from "lucide-react";
import type { Metadata } from "next";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { FilteredEmptyState } from "@/components/filters/filtered-empty-state";
import { ScreenFilterBar } from "@/components/filters/screen-filter-bar";
import { isEmptyScreenFilters, parseScreenFilters } from "@/lib/filters/search-params";

export const metadata: Metadata = { title: "Discover screens" };

export default async function DiscoverScreensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseScreenFilters(await searchParams);
  return (
    <PageBody>
      <PageHeader
        title="Discover screens"
        description="Screens other hosts on this instance have published. Install one and make it yours."
      />
      <ScreenFilterBar filters={filters} />
      {isEmptyScreenFilters(filters) ? (
        <EmptyState Icon={CompassIcon} title="Nobody has published a screen yet">
          When a host publishes a screen it appears here with its author. Publish one of yours from
          Manage screens to be the first.
        </EmptyState>
      ) : (
        <FilteredEmptyState />
      )}
    </PageBody>
  );
}
