"use client";

import { type ConnectionStatus, useConnectionStatus } from "@/lib/sync/use-connection-status";

const LOOK: Record<ConnectionStatus, { label: string; dot: string; badge: string }> = {
  connecting: {
    label: "Connecting",
    dot: "bg-amber-500 animate-pulse",
    badge: "border-amber-500/40 text-amber-800 dark:text-amber-200",
  },
  live: {
    label: "Live",
    dot: "bg-emerald-500",
    badge: "border-emerald-500/40 text-emerald-800 dark:text-emerald-200",
  },
  reconnecting: {
    label: "Reconnecting",
    dot: "bg-red-500 animate-pulse",
    badge: "border-red-500/40 text-red-800 dark:text-red-200",
  },
};

/** Connecting / live / reconnecting badge shown in the host and client layouts. */
export function ConnectionIndicator() {
  const status = useConnectionStatus();
  const look = LOOK[status];
  return (
    <output
      aria-live="polite"
      title={`Realtime connection: ${look.label.toLowerCase()}`}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium ${look.badge}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${look.dot}`} />
      {look.label}
    </output>
  );
}
