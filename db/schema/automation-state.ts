import { bigint, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { JsonValue } from "@/lib/schemas/common";
import { automation } from "./deck";
import { jsonValue } from "./json-value";

/**
 * What the automation engine last saw per automation and slot (a watched variable, a
 * condition, a schedule, a connected client, the recent-firing window). Every process
 * advances a slot in a row-locked transaction and only the one that moves it acts, so a
 * firing happens once however many servers share the database. `stamp` orders what was
 * seen (the sync clock or the due time) so an older reading never overwrites a newer one.
 */
export const automationState = pgTable(
  "automation_state",
  {
    automationId: text()
      .notNull()
      .references(() => automation.id, { onDelete: "cascade" }),
    slot: text().notNull(),
    value: jsonValue().$type<JsonValue>(),
    stamp: bigint({ mode: "bigint" }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.automationId, t.slot] })],
);
