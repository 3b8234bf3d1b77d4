import "server-only";
import { and, eq } from "drizzle-orm";
import { connection } from "@/db/schema";
import { hostKey } from "../functions/access/screen-access";
import type { QueryCtx } from "../functions/define";

/** The distinct users with an active connection to `hostId` (declared as a read). */
export async function listActiveClientIds(ctx: QueryCtx, hostId: string): Promise<string[]> {
  ctx.read("connection", hostKey(hostId));
  const rows = await ctx.db
    .selectDistinct({ clientUserId: connection.clientUserId })
    .from(connection)
    .where(and(eq(connection.hostId, hostId), eq(connection.status, "active")));
  return rows.map((row) => row.clientUserId);
}
