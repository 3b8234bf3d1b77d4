import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Mails kept instead of sent when no SMTP server is configured outside production, listed at
 * /private/outbox. In the database (not memory) because Next's bundled modules and
 * server/main.ts are separate module copies, and replicas share it.
 */
export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_outbox_created_at_idx").on(t.createdAt)],
);
