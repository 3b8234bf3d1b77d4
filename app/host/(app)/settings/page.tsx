import { SettingsIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { PairingPanel } from "@/components/pairing/pairing-panel";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Settings" };

export default function HostSettingsPage() {
  return (
    <PageBody>
      <PageHeader
        title="Settings"
        description="Your host agents, device pairing and how your screens look."
      />
      <EmptyState
        Icon={SettingsIcon}
        title="No agent connected"
        actions={
          <Button asChild>
            <Link href="/host/auth/device">Connect an agent</Link>
          </Button>
        }
      >
        Run <code className="font-mono text-foreground">npm run agent</code> on the computer you
        want to automate and enter its code to connect it. Its options and pairing codes for your
        devices are managed here.
      </EmptyState>
      <PairingPanel />
    </PageBody>
  );
}
