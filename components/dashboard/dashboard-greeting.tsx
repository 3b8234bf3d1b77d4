"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/** The dashboard's greeting, read live through the sync engine (`users:me`). */
export function DashboardGreeting() {
  const { data: me, isPending } = useSyncQuery(api.users.me, {});
  if (isPending) return <Skeleton className="h-5 w-56" aria-label="Loading your account" />;
  if (!me) return null;
  return (
    <p className="text-muted-foreground text-sm">
      Signed in as <span className="font-semibold text-foreground">{me.name ?? me.email}</span>
    </p>
  );
}
