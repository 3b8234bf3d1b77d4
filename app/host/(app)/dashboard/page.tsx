import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { DashboardView } from "@/components/dashboard/dashboard-view";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  // Slots: clientsOnline={<ClientsOnlinePanel />} pendingApprovals={<PendingApprovalsPanel />}
  // (components/pairing) and recentRuns={<RecentRunsPanel />} (components/runs).
  return (
    <PageBody>
      <DashboardView />
    </PageBody>
  );
}
