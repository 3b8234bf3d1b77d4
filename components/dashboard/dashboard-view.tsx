import type { ReactNode } from "react";
import { PageHeader } from "@/components/app/page-header";
import { DashboardGreeting } from "./dashboard-greeting";
import { DashboardScreens } from "./dashboard-screens";
import { QuickVariables } from "./quick-variables";

/**
 * The host dashboard: the greeting, my screens and variables live, and the panels other
 * parts of the product supply (clients online, pending approvals, recent runs) in slots.
 */
export function DashboardView({
  clientsOnline,
  pendingApprovals,
  recentRuns,
}: {
  clientsOnline?: ReactNode;
  pendingApprovals?: ReactNode;
  recentRuns?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your screens and variables live, who is connected, and what ran recently."
      />
      <DashboardGreeting />
      {(clientsOnline || pendingApprovals) && (
        <div className="grid gap-4 md:grid-cols-2">
          {clientsOnline}
          {pendingApprovals}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <DashboardScreens />
        <QuickVariables />
      </div>
      {recentRuns}
    </>
  );
}
