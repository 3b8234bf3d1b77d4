import type { ReactNode } from "react";
import { AreaChrome } from "@/components/app/area-chrome";
import { RequireSession } from "@/components/auth/require-session";
import { SyncProvider } from "@/components/sync/sync-provider";

export default function HostAppLayout({ children }: { children: ReactNode }) {
  return (
    <RequireSession area="host">
      <SyncProvider>
        <AreaChrome area="host">{children}</AreaChrome>
      </SyncProvider>
    </RequireSession>
  );
}
