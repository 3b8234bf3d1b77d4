import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Pairing and client connections (DESIGN §4). Both sides are Better Auth users. */
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const pairingCode = pgTable(
  "pairing_code",
  {
    id: text().primaryKey(),
    hostId: userRef(),
    code: text().notNull(),
    role: text().notNull().default("controller"),
    autoApprove: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedBy: text().references(() => user.id, { onDelete: "set null" }),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pairing_code_code_idx").on(t.code),
    index("pairing_code_host_idx").on(t.hostId, t.expiresAt),
  ],
);

export const connection = pgTable(
  "connection",
  {
    id: text().primaryKey(),
    hostId: userRef(),
    clientUserId: userRef(),
    deviceName: text().notNull(),
    platform: text().notNull().default(""),
    role: text().notNull().default("controller"),
    status: text().notNull().default("pending"),
    /** null = every screen of the host. */
    allowedScreenIds: jsonb().$type<string[] | null>().default(sql`null`),
    startScreenId: text(),
    lastSeenAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("connection_host_idx").on(t.hostId, t.createdAt),
    index("connection_client_idx").on(t.clientUserId, t.status),
  ],
);
