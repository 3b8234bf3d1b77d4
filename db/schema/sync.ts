import { sql } from "drizzle-orm";
import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * The single row whose `ts` orders every mutation (DESIGN §2): advanced inside each
 * mutation transaction to GREATEST(ts + 1, now in ns), so commit order is ts order and ts
 * never goes down, also across restarts.
 */
export const syncClock = pgTable("sync_clock", {
  id: integer().primaryKey().default(1),
  ts: bigint({ mode: "bigint" }).notNull().default(sql`0`),
});
