import "server-only";
import { sql } from "drizzle-orm";
import type { DbTransaction } from "@/server/functions/define";
import { PRESENCE_STALE_SECONDS } from "@/server/sync/presence";

/**
 * The host agent announces itself by keeping a sync socket open signed in as the host with
 * the user agent "agent" (sync presence stores it as the platform, heartbeated every 10 s);
 * it is online while such a row is fresh. `$agent_online` reads the same rows.
 */
export const AGENT_PLATFORM = "agent";

export async function isAgentOnline(db: DbTransaction, hostId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from sync_presence where user_id = ${hostId} and platform = ${AGENT_PLATFORM}
        and last_heartbeat_at >= now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}) limit 1`,
  );
  return result.rows.length > 0;
}
