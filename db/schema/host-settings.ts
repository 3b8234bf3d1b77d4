import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** One row per host: how its pages look and which timezone its clock runs in. */
export const hostSettings = pgTable("host_settings", {
  hostId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  theme: text().notNull().default("system"),
  defaultFont: text().notNull().default("nunito"),
  timezone: text().notNull().default("UTC"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
