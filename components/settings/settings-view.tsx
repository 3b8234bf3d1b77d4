"use client";

import type { ReactNode } from "react";
import { PageHeader } from "@/components/app/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { AgentSection } from "./agent-section";
import { FontPicker } from "./font-picker";
import { SettingsSection } from "./settings-section";
import { ThemePicker } from "./theme-picker";
import { TimezonePicker } from "./timezone-picker";

/**
 * The host settings page. `pairing` is where the device pairing panel goes (codes, QR,
 * connected devices), between the host's own preferences and the agent.
 */
export function SettingsView({ pairing }: { pairing?: ReactNode }) {
  const { data: settings } = useSyncQuery(api.settings.get, {});
  return (
    <>
      <PageHeader
        title="Settings"
        description="How your pages and screens look, your clock, your devices and your agent."
      />
      <SettingsSection
        id="appearance"
        title="Appearance"
        description="The theme is kept on this browser and with your account; new screens start in the default font."
      >
        <ThemePicker />
        {settings ? (
          <FontPicker value={settings.defaultFont} />
        ) : (
          <Skeleton className="h-40 w-full" aria-label="Loading appearance" />
        )}
      </SettingsSection>
      <SettingsSection
        id="timezone"
        title="Timezone"
        description="{{$time}}, {{$date}} and scheduled automations follow this clock."
      >
        {settings ? (
          <TimezonePicker value={settings.timezone} />
        ) : (
          <Skeleton className="h-64 w-full" aria-label="Loading timezone" />
        )}
      </SettingsSection>
      {pairing}
      <AgentSection />
    </>
  );
}
