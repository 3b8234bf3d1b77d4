import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { MyConnectionsList } from "@/components/client/my-connections-list";
import { RedeemCodeForm } from "@/components/client/redeem-code-form";
import { ConnectionIndicator } from "@/components/sync/connection-indicator";

export const metadata: Metadata = { title: "Connection" };

export default async function ClientConnectionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { code } = await searchParams;
  return (
    <PageBody>
      <PageHeader
        title="Connection"
        description="The hosts this device is paired with and the state of the live link."
        actions={<ConnectionIndicator />}
      />
      <RedeemCodeForm initialCode={typeof code === "string" ? code.slice(0, 16) : ""} />
      <section aria-labelledby="my-hosts" className="flex flex-col gap-3">
        <h2 id="my-hosts" className="text-lg font-bold">
          My hosts
        </h2>
        <MyConnectionsList />
      </section>
    </PageBody>
  );
}
