import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { run } from "@/db/schema";
import type { RunRow } from "./execute-run";

/**
 * Takes the oldest runnable queued run, exactly once across processes: the candidate row
 * is locked with SKIP LOCKED and flipped to `running` in one statement. A run is runnable
 * when no other run with its busy key is running and none older is still queued, so one
 * shortcut's runs go one at a time, in order.
 */
export async function claimRun(db: Database, processId: string): Promise<RunRow | undefined> {
  const candidate = sql`(
    select q.id from run q
    where q.status = 'queued'
      and not exists (select 1 from run b where b.busy_key = q.busy_key and b.status = 'running')
      and not exists (select 1 from run e where e.busy_key = q.busy_key and e.status = 'queued'
                      and (e.created_at, e.id) < (q.created_at, q.id))
    order by q.created_at, q.id
    limit 1
    for update skip locked
  )`;
  const now = new Date();
  const [row] = await db
    .update(run)
    .set({ status: "running", startedAt: now, updatedAt: now, claimedBy: processId })
    .where(and(eq(run.id, candidate), eq(run.status, "queued")))
    .returning();
  return row;
}
