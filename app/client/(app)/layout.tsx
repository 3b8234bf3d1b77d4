import type { ReactNode } from "react";
import { AreaChrome } from "@/components/app/area-chrome";
import { RequireSession } from "@/components/auth/require-session";
import { LastSeenReporter } from "@/components/client/last-seen-reporter";
import { SyncProvider } from "@/components/sync/sync-provider";

export default function ClientAppLayout({ children }: { children: ReactNode }) {
  return (
    <RequireSession area="client">
      <SyncProvider>
        <LastSeenReporter />
        <AreaChrome area="client">{children}</AreaChrome>
      </SyncProvider>
    </RequireSession>
  );
}
