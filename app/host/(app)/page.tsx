import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { HostScreensPageClient } from "@/components/screens/host-screens-page-client";
import { parseScreenFilters } from "@/lib/filters/search-params";

export const metadata: Metadata = { title: "Screens" };

export default async function HostScreensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseScreenFilters(await searchParams);
  return (
    <PageBody>
      <HostScreensPageClient filters={filters} />
    </PageBody>
  );
}
