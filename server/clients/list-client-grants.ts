import "server-only";
import { eq } from "drizzle-orm";
import { connection } from "@/db/schema";
import type { ClientRole } from "@/lib/schemas/connection";
import { clientKey } from "../functions/access/screen-access";
import type { QueryCtx } from "../functions/define";

export type HostGrant = { role: ClientRole; allowedScreenIds: string[] | null };

/**
 * Every host that grants `clientUserId` access, with the same merge rule as
 * findClientGrant in screen-access.ts: the strongest role, the union of screens, nothing
 * when any connection to that host is blocked.
 */
export async function listClientGrants(
  ctx: QueryCtx,
  clientUserId: string,
): Promise<Map<string, HostGrant>> {
  ctx.read("connection", clientKey(clientUserId));
  const rows = await ctx.db
    .select({
      hostId: connection.hostId,
      role: connection.role,
      status: connection.status,
      allowedScreenIds: connection.allowedScreenIds,
    })
    .from(connection)
    .where(eq(connection.clientUserId, clientUserId));
  const blocked = new Set(rows.filter((r) => r.status === "blocked").map((r) => r.hostId));
  const grants = new Map<string, HostGrant>();
  for (const row of rows) {
    if (row.status !== "active" || blocked.has(row.hostId)) continue;
    const role = row.role as ClientRole;
    const seen = grants.get(row.hostId);
    if (!seen) {
      grants.set(row.hostId, { role, allowedScreenIds: row.allowedScreenIds });
      continue;
    }
    if (role === "controller") seen.role = "controller";
    seen.allowedScreenIds =
      seen.allowedScreenIds === null || row.allowedScreenIds === null
        ? null
        : [...new Set([...seen.allowedScreenIds, ...row.allowedScreenIds])];
  }
  return grants;
}
