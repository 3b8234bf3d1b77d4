import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { SettingsView } from "@/components/settings/settings-view";

export const metadata: Metadata = { title: "Settings" };

export default function HostSettingsPage() {
  // Device pairing (`<PairingPanel />`, components/pairing) mounts through the `pairing` slot.
  return (
    <PageBody>
      <SettingsView />
    </PageBody>
  );
}
