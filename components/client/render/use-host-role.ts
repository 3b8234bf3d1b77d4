"use client";

import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

export type HostRole = "owner" | "controller" | "viewer" | "none";

/**
 * My standing with a screen's host, live: the owner and controllers press, viewers watch.
 * Mirrors the server's rule (screen-access.ts), which stays the one that decides.
 */
export function useHostRole(hostId: string | undefined): HostRole | undefined {
  const { data: me } = useSyncQuery(api.users.me, {});
  const { data: hosts } = useSyncQuery(api.connections.hosts, {});
  if (!hostId || me === undefined || hosts === undefined) return undefined;
  if (me?.id === hostId) return "owner";
  const mine = hosts.filter((c) => c.hostId === hostId);
  if (mine.length === 0 || mine.some((c) => c.status === "blocked")) return "none";
  const active = mine.filter((c) => c.status === "active");
  if (active.some((c) => c.role === "controller")) return "controller";
  return active.length > 0 ? "viewer" : "none";
}
