import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { DbTransaction } from "@/server/functions/define";

/**
 * The commit clock (DESIGN §2): one row, advanced in every mutation transaction. Holding
 * its row lock until commit serialises commits in ts order, so a REPEATABLE READ snapshot
 * that sees ts = S also sees every commit with ts ≤ S and none above.
 */
const NOW_NS = sql`(extract(epoch from clock_timestamp()) * 1000000000)::bigint`;

export async function ensureClockRow(db: Database): Promise<void> {
  await db.execute(
    sql`insert into sync_clock (id, ts) values (1, ${NOW_NS}) on conflict (id) do nothing`,
  );
}

export async function readClock(tx: DbTransaction | Database): Promise<bigint> {
  const result = await tx.execute<{ ts: string }>(sql`select ts from sync_clock where id = 1`);
  return BigInt(result.rows[0]?.ts ?? "0");
}

/** The current wall clock in ns, as Postgres computes it (commit-statement.ts). */
export function nowNs(): bigint {
  return BigInt(Date.now()) * 1_000_000n;
}

/**
 * Raises the clock to at least `floor` (a client's maxObservedTimestamp after a restart
 * or from another deployment) and announces it like a commit, so update passes that wait
 * for every commit up to the clock are not left waiting.
 */
export async function raiseClockFloor(db: Database, floor: bigint, channel: string) {
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ ts: string }>(
      sql`update sync_clock set ts = ${floor.toString()}::bigint where id = 1 and ts < ${floor.toString()}::bigint returning ts`,
    );
    if (result.rows.length > 0) {
      await tx.execute(
        sql`select pg_notify(${channel}, ${JSON.stringify({ ts: floor.toString(), w: [] })})`,
      );
    }
  });
}
