import "server-only";
import { sql } from "drizzle-orm";
import type { DbTransaction } from "@/server/functions/define";

/**
 * The channel runner loops LISTEN on. NOTIFY is per database, so every process on one
 * database hears it; it is sent inside the enqueuing transaction and so arrives only after
 * the run row is visible. Payloads: `run:<hostId>` (a run was queued outside a sync
 * mutation: runners announce it to `runs:*` subscribers), `queued` (a mutation queued it
 * and announced it itself), `free` (a run ended, its busy key is free) and
 * `cancel:<runId>` (whenBusy restart asks the process executing it to stop).
 */
export const RUN_CHANNEL = "deckbot_runs";

export async function notifyRunners(db: DbTransaction, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${RUN_CHANNEL}, ${payload})`);
}
