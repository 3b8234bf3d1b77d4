"use client";

import type { ReactNode } from "react";

/**
 * Wraps the host and client areas: the Convex client on this origin, TanStack Query and
 * the leave-page prompt. The sync engine work fills it in; until then it passes through.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  return children;
}
