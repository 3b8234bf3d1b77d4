import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { safeReturnPath } from "@/lib/auth/areas";
import { getServerSession } from "@/lib/auth/get-server-session";

export type Area = "host" | "client";

/**
 * Server component around the signed-in parts of /host and /client: a signed-out visit goes
 * to that area's sign-in and comes back after. proxy.ts puts the requested path (with its
 * query) in `x-deckbot-path`; without it the user returns to the area root.
 */
export async function RequireSession({ area, children }: { area: Area; children: ReactNode }) {
  const session = await getServerSession();
  if (!session) {
    const current = safeReturnPath((await headers()).get("x-deckbot-path"), `/${area}`);
    redirect(`/${area}/auth/sign-in?callbackURL=${encodeURIComponent(current)}`);
  }
  return children;
}
