import type { ReactNode } from "react";
import { RequireSession } from "@/components/auth/require-session";
import { LastSeenReporter } from "@/components/client/last-seen-reporter";
import { SyncProvider } from "@/components/sync/sync-provider";

/** Full-viewport screen: signed in and synced like the rest of /client, but without its chrome. */
export default function RenderScreenLayout({ children }: { children: ReactNode }) {
  return (
    <RequireSession area="client">
      <SyncProvider>
        <LastSeenReporter />
        {children}
      </SyncProvider>
    </RequireSession>
  );
}
