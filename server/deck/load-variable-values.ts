import "server-only";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import { syncPresence, variable } from "@/db/schema";
import { resolveVariableValues } from "@/lib/expressions/resolve-variables";
import type { JsonValue } from "@/lib/schemas/common";
import { formatHostClock } from "@/lib/settings/format-host-clock";
import { CLOCK_TABLE, MINUTE_KEY } from "@/server/sync/minute-tick";
import { listActiveClientIds } from "../clients/list-active-client-ids";
import { hostKey, presenceKey } from "../functions/access/screen-access";
import type { QueryCtx } from "../functions/define";
import { getHostTimezone } from "../functions/settings-store";

/** Presence rows older than this belong to a dead process (server/sync presence sweep). */
const PRESENCE_FRESH_MS = 30_000;

export type SystemValues = {
  $time: string;
  $date: string;
  $clients_online: number;
  $agent_online: boolean;
  $screen: string;
};

/**
 * Read-only system values (DESIGN §4). `$time` / `$date` are the host's wall clock in its
 * timezone (settings) and re-run every minute (server/sync/minute-tick.ts). Devices are
 * counted from sync presence (the host's own and its active clients'); the host agent
 * connects with platform "agent".
 */
export async function loadSystemValues(
  ctx: QueryCtx,
  hostId: string,
  screenId = "",
): Promise<SystemValues> {
  const since = new Date(Date.now() - PRESENCE_FRESH_MS);
  // Devices are the host's own sockets plus those of its active clients; reading their
  // presence keys makes connects and disconnects re-run this query (server/sync/presence.ts).
  const clientIds = await listActiveClientIds(ctx, hostId);
  for (const id of [hostId, ...clientIds]) ctx.read("sync_presence", presenceKey(id));
  const rows = await ctx.db
    .select({ userId: syncPresence.userId, platform: syncPresence.platform, n: count() })
    .from(syncPresence)
    .where(
      and(
        inArray(syncPresence.userId, [hostId, ...clientIds]),
        gt(syncPresence.lastHeartbeatAt, since),
      ),
    )
    .groupBy(syncPresence.userId, syncPresence.platform);
  ctx.read(CLOCK_TABLE, MINUTE_KEY);
  ctx.read("host_settings", hostKey(hostId));
  const clock = formatHostClock(new Date(), await getHostTimezone(ctx.db, hostId));
  let devices = 0;
  let agent = false;
  for (const row of rows) {
    if (row.platform === "agent") agent ||= row.userId === hostId;
    else devices += row.n;
  }
  return {
    $time: clock.time,
    $date: clock.date,
    $clients_online: devices,
    $agent_online: agent,
    $screen: screenId,
  };
}

export type VariableRow = typeof variable.$inferSelect;

/** The host's variables (declared as read) and their values, computed ones evaluated. */
export async function loadVariables(
  ctx: QueryCtx,
  hostId: string,
  system: SystemValues,
): Promise<{ rows: VariableRow[]; values: Record<string, JsonValue> }> {
  ctx.read("variable", hostKey(hostId));
  const rows = await ctx.db
    .select()
    .from(variable)
    .where(eq(variable.hostId, hostId))
    .orderBy(variable.key);
  return { rows, values: resolveVariableValues(rows, system) };
}
