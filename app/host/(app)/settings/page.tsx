import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { PairingPanel } from "@/components/pairing/pairing-panel";
import { SettingsView } from "@/components/settings/settings-view";

export const metadata: Metadata = { title: "Settings" };

export default function HostSettingsPage() {
  return (
    <PageBody>
      <SettingsView pairing={<PairingPanel />} />
    </PageBody>
  );
}
