import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The single row whose `ts` orders every mutation (DESIGN §2): advanced inside each
 * mutation transaction to GREATEST(ts + 1, now in ns), so commit order is ts order and ts
 * never goes down, also across restarts.
 */
export const syncClock = pgTable("sync_clock", {
  id: integer().primaryKey().default(1),
  ts: bigint({ mode: "bigint" }).notNull().default(sql`0`),
});

/**
 * Exactly-once mutations: `(sessionId, requestId)` → the stored outcome, written in the
 * mutation's own transaction; a resend after a reconnect is answered from here. Pruned
 * after 24 h.
 */
export const syncSessionRequests = pgTable(
  "sync_session_requests",
  {
    sessionId: text().notNull(),
    requestId: bigint({ mode: "number" }).notNull(),
    /** Convex-encoded JSON of the mutation's return value. */
    result: jsonb().notNull(),
    logLines: jsonb().$type<string[]>().notNull(),
    ts: bigint({ mode: "bigint" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.requestId] }),
    index("sync_session_requests_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Who is connected, one row per open socket, so every replica agrees. Heartbeats every
 * 10 s; rows older than 30 s count as offline (their process died) and are swept.
 */
export const syncPresence = pgTable(
  "sync_presence",
  {
    connectionId: text().primaryKey(),
    processId: text().notNull(),
    userId: text(),
    device: text(),
    platform: text(),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastHeartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sync_presence_user_id_idx").on(t.userId),
    index("sync_presence_process_id_idx").on(t.processId),
  ],
);
