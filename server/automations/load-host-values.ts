import "server-only";
import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { JsonValue } from "@/lib/schemas/common";
import { loadSystemValues, loadVariables } from "@/server/deck/load-variable-values";
import type { DbTransaction, QueryCtx } from "@/server/functions/define";
import { readClock } from "@/server/sync/clock";

export type HostValues = {
  /** Variables (computed ones evaluated) and system values, as templates see them. */
  values: Record<string, JsonValue>;
  /** The sync clock of the snapshot they were read in: orders readings across processes. */
  stamp: bigint;
};

/** A host's values in one consistent snapshot, with the commit clock it reflects. */
export async function loadHostValues(db: DbTransaction, hostId: string): Promise<HostValues> {
  return db.transaction(async (tx) => {
    // Inside a caller's transaction (buttons:press) this is a savepoint in its snapshot.
    if (!(db instanceof PgTransaction)) {
      await tx.execute(sql`set transaction isolation level repeatable read`);
    }
    // The engine reads like a query does, without subscribing to anything.
    const ctx: QueryCtx = { identity: null, db: tx, read: () => undefined, log: () => undefined };
    const stamp = await readClock(tx);
    const system = await loadSystemValues(ctx, hostId);
    const { values } = await loadVariables(ctx, hostId, system);
    return { values: { ...values, ...system }, stamp };
  });
}
