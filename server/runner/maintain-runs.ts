import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";

/** A runner touches its running runs this often; silence for STALE_RUN_SECONDS means it died. */
export const RUN_HEARTBEAT_MS = 10_000;
export const STALE_RUN_SECONDS = 60;
const CLIENT_EVENT_KEEP_MINUTES = 10;
const RUN_KEEP_DAYS = 30;

/**
 * Housekeeping every runner loop does: heartbeat its own running runs, fail runs whose
 * process stopped heartbeating (crashed mid-run, so their busy key frees up), and drop old
 * client events and runs. Returns the hosts whose runs changed.
 */
export async function maintainRuns(db: Database, activeRunIds: string[]): Promise<string[]> {
  if (activeRunIds.length > 0) {
    await db.execute(
      sql`update run set updated_at = now() where id in (${sql.join(
        activeRunIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and status = 'running'`,
    );
  }
  const swept = await db.execute<{ host_id: string }>(sql`
    update run set status = 'failed', error = 'The server running it stopped', finished_at = now(), updated_at = now()
    where status = 'running' and updated_at < now() - make_interval(secs => ${STALE_RUN_SECONDS})
    returning host_id`);
  await db.execute(
    sql`delete from client_event where created_at < now() - make_interval(mins => ${CLIENT_EVENT_KEEP_MINUTES})`,
  );
  await db.execute(
    sql`delete from run where created_at < now() - make_interval(days => ${RUN_KEEP_DAYS}) and status not in ('queued', 'running')`,
  );
  return [...new Set(swept.rows.map((row) => row.host_id))];
}
