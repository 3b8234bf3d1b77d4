import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { ClientsOnlinePanel } from "@/components/pairing/clients-online-panel";
import { PendingApprovalsPanel } from "@/components/pairing/pending-approvals-panel";
import { RecentRunsPanel } from "@/components/runs/recent-runs-panel";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return (
    <PageBody>
      <DashboardView
        clientsOnline={<ClientsOnlinePanel />}
        pendingApprovals={<PendingApprovalsPanel />}
        recentRuns={<RecentRunsPanel />}
      />
    </PageBody>
  );
}
