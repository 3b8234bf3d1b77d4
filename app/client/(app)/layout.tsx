import type { ReactNode } from "react";
import { AreaChrome } from "@/components/app/area-chrome";
import { RequireSession } from "@/components/auth/require-session";
import { SyncProvider } from "@/components/sync/sync-provider";

export default function ClientAppLayout({ children }: { children: ReactNode }) {
  return (
    <RequireSession area="client">
      <SyncProvider>
        <AreaChrome area="client">{children}</AreaChrome>
      </SyncProvider>
    </RequireSession>
  );
}
