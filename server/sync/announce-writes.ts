import "server-only";
import { sql } from "drizzle-orm";
import { NOW_NS_SQL } from "./commit-statement";
import { readSetEntry } from "./run-query";

/** The channel every replica LISTENs on (server/sync/index.ts default). */
export const DEFAULT_COMMIT_CHANNEL = "deckbot_commit";

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/**
 * For writes made outside a sync mutation (the upload route): advances the commit clock
 * and NOTIFYs the write set inside the caller's transaction, exactly as a mutation's
 * commit does, so subscriptions on those tables update live and ts order is kept (the
 * clock row stays locked until the caller commits).
 */
export async function announceWrites(
  tx: Executor,
  writes: { table: string; key?: string }[],
  channel = DEFAULT_COMMIT_CHANNEL,
): Promise<void> {
  const entries = JSON.stringify(writes.map((w) => readSetEntry(w.table, w.key)));
  await tx.execute(
    sql`with c as (update sync_clock set ts = greatest(ts + 1, ${sql.raw(NOW_NS_SQL)}) where id = 1 returning ts)
        select pg_notify(${channel}, json_build_object('ts', c.ts::text, 'w', ${entries}::json)::text) from c`,
  );
}
