import { LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";

export const metadata: Metadata = { title: "Connection" };

export default function ClientConnectionPage() {
  return (
    <PageBody>
      <PageHeader
        title="Connection"
        description="The hosts this device is paired with and the state of the live link."
      />
      <EmptyState Icon={LinkIcon} title="This device is not paired with a host">
        On the host, open Settings and create a pairing code. It is 8 characters long and valid for
        10 minutes. Enter it here; once the host approves, this device receives its screens.
      </EmptyState>
    </PageBody>
  );
}
