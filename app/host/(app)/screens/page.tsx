import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { ManageScreensPageClient } from "@/components/screens/manage-screens-page-client";

export const metadata: Metadata = { title: "Manage screens" };

export default function ManageScreensPage() {
  return (
    <PageBody>
      <ManageScreensPageClient />
    </PageBody>
  );
}
