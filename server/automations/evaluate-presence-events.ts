import "server-only";
import { and, eq, gte, inArray, like, not, sql } from "drizzle-orm";
import { automationState, connection, syncPresence } from "@/db/schema";
import type { DbTransaction } from "@/server/functions/define";
import { PRESENCE_STALE_SECONDS } from "@/server/sync/presence";
import { advanceState } from "./advance-state";
import type { AutomationRow, FiringDeps } from "./fire-automation";
import { fireAutomation } from "./fire-automation";

export function watchesPresence(row: AutomationRow): boolean {
  return row.events.some((e) => e.type === "client_connected" || e.type === "agent_online");
}

type OnlineSocket = { connectionId: string; hostId: string; platform: string | null };

/**
 * Live sockets that count as a host's devices: sync presence rows signed in as the host
 * (the agent connects with platform "agent") and those of accounts with an active
 * connection to the host (their clients; agents of other accounts never count).
 */
export async function listOnlineSockets(
  db: DbTransaction,
  hostIds: string[],
): Promise<OnlineSocket[]> {
  if (hostIds.length === 0) return [];
  const fresh = gte(
    syncPresence.lastHeartbeatAt,
    sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`,
  );
  const own = await db
    .select({
      connectionId: syncPresence.connectionId,
      hostId: syncPresence.userId,
      platform: syncPresence.platform,
    })
    .from(syncPresence)
    .where(and(inArray(syncPresence.userId, hostIds), fresh));
  const clients = await db
    .select({
      connectionId: syncPresence.connectionId,
      hostId: connection.hostId,
      platform: syncPresence.platform,
    })
    .from(syncPresence)
    .innerJoin(connection, eq(connection.clientUserId, syncPresence.userId))
    .where(
      and(
        inArray(connection.hostId, hostIds),
        eq(connection.status, "active"),
        sql`${syncPresence.platform} is distinct from 'agent'`,
        fresh,
      ),
    );
  return [...own, ...clients].flatMap((r) => (r.hostId ? [{ ...r, hostId: r.hostId }] : []));
}

const CLIENT_SLOT = "client:";
const BASELINE_SLOT = "clients:baseline";

/**
 * `client_connected` fires once per newly seen socket (its slot is inserted once across
 * processes); sockets already online when the automation is first watched are a
 * baseline. `agent_online` fires on the agent's offline → online edge.
 */
export async function evaluatePresenceEvents(
  deps: FiringDeps,
  row: AutomationRow,
  sockets: readonly OnlineSocket[],
): Promise<void> {
  if (!row.enabled) return;
  const mine = sockets.filter((s) => s.hostId === row.hostId);
  const clients = mine.filter((s) => s.platform !== "agent");
  let fired = false;
  if (row.events.some((e) => e.type === "client_connected")) {
    const baseline = await advanceState(deps.db, row.id, BASELINE_SLOT, true, 1n);
    for (const client of clients) {
      const step = await advanceState(
        deps.db,
        row.id,
        `${CLIENT_SLOT}${client.connectionId}`,
        true,
        1n,
      );
      if (step.kind === "first" && baseline.kind !== "first" && !fired) {
        fired = true;
        await fireAutomation(deps, row, {
          event: "client_connected",
          input: { connectionId: client.connectionId, platform: client.platform ?? "" },
        });
      }
    }
    await forgetOfflineClients(
      deps.db,
      row.id,
      clients.map((c) => `${CLIENT_SLOT}${c.connectionId}`),
    );
  }
  if (row.events.some((e) => e.type === "agent_online")) {
    const online = mine.some((s) => s.platform === "agent");
    const step = await advanceState(deps.db, row.id, "agent", online, BigInt(deps.now()));
    if (step.kind === "moved" && step.previous === false && online && !fired) {
      await fireAutomation(deps, row, { event: "agent_online" });
    }
  }
}

async function forgetOfflineClients(db: DbTransaction, automationId: string, online: string[]) {
  await db
    .delete(automationState)
    .where(
      and(
        eq(automationState.automationId, automationId),
        like(automationState.slot, `${CLIENT_SLOT}%`),
        ...(online.length > 0 ? [not(inArray(automationState.slot, online))] : []),
      ),
    );
}
