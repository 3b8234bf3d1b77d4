import { CompassIcon, LayoutGridIcon, PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { FilteredEmptyState } from "@/components/filters/filtered-empty-state";
import { ScreenFilterBar } from "@/components/filters/screen-filter-bar";
import { Button } from "@/components/ui/button";
import { isEmptyScreenFilters, parseScreenFilters } from "@/lib/filters/search-params";

export const metadata: Metadata = { title: "Screens" };

export default async function HostScreensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseScreenFilters(await searchParams);
  return (
    <PageBody>
      <PageHeader
        title="Screens"
        description="Your decks of buttons. Open one to use it here, or pair a phone to use it there."
        actions={
          <Button asChild>
            <Link href="/host/screens">
              <PlusIcon />
              New screen
            </Link>
          </Button>
        }
      />
      <ScreenFilterBar filters={filters} />
      {isEmptyScreenFilters(filters) ? (
        <EmptyState
          Icon={LayoutGridIcon}
          title="You have no screens yet"
          actions={
            <>
              <Button asChild>
                <Link href="/host/screens">
                  <PlusIcon />
                  Create a screen
                </Link>
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
          A screen is a grid of buttons. Create one from scratch in Manage screens, or install a
          ready-made one from Discover and adapt it.
        </EmptyState>
      ) : (
        <FilteredEmptyState />
      )}
    </PageBody>
  );
}
