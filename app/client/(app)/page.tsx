import { LinkIcon, MonitorSmartphoneIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { FilteredEmptyState } from "@/components/filters/filtered-empty-state";
import { ScreenFilterBar } from "@/components/filters/screen-filter-bar";
import { Button } from "@/components/ui/button";
import { isEmptyScreenFilters, parseScreenFilters } from "@/lib/filters/search-params";

export const metadata: Metadata = { title: "Screens" };

export default async function ClientScreensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseScreenFilters(await searchParams);
  return (
    <PageBody>
      <PageHeader
        title="Screens"
        description="Screens shared with this device by the hosts you are connected to."
      />
      <ScreenFilterBar filters={filters} />
      {isEmptyScreenFilters(filters) ? (
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
      )}
    </PageBody>
  );
}
