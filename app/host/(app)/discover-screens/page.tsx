import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { DiscoverView } from "@/components/discover/discover-view";
import { parseScreenFilters } from "@/lib/filters/search-params";

export const metadata: Metadata = { title: "Discover screens" };

export default async function DiscoverScreensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseScreenFilters(await searchParams);
  return (
    <PageBody>
      <DiscoverView filters={filters} />
    </PageBody>
  );
}
