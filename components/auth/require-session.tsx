import type { ReactNode } from "react";

export type Area = "host" | "client";

/**
 * Server component around the signed-in parts of /host and /client: a signed-out visit goes
 * to that area's sign-in and comes back after. Filled in by the accounts work; until then it
 * passes through.
 */
export function RequireSession({ children }: { area: Area; children: ReactNode }) {
  return children;
}
