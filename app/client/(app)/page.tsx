import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { ClientScreensPageClient } from "@/components/client/client-screens-page-client";
import { parseScreenFilters } from "@/lib/filters/search-params";

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
      <ClientScreensPageClient filters={filters} />
    </PageBody>
  );
}
