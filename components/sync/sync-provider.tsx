"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { ConvexProvider } from "convex/react";
import { type ReactNode, useState } from "react";
import { createSyncClients } from "@/lib/sync/create-sync-clients";

/**
 * Wraps the host and client areas: the official Convex client on this origin
 * (authenticated with Better Auth JWTs, leave-page prompt on), wired into TanStack Query.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const [clients] = useState(createSyncClients);
  return (
    <ConvexProvider client={clients.convex}>
      <QueryClientProvider client={clients.queryClient}>{children}</QueryClientProvider>
    </ConvexProvider>
  );
}
