import { ActivityIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { DashboardGreeting } from "@/components/dashboard/dashboard-greeting";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return (
    <PageBody>
      <PageHeader
        title="Dashboard"
        description="Who is connected, whether your agent is online, and what ran recently."
      />
      <DashboardGreeting />
      <EmptyState
        Icon={ActivityIcon}
        title="Nothing has run yet"
        actions={
          <Button asChild variant="outline">
            <Link href="/host/shortcuts">Go to shortcuts</Link>
          </Button>
        }
      >
        Each time a button, an automation or you run a shortcut, the run and every step’s result
        show up here.
      </EmptyState>
    </PageBody>
  );
}
