import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A stored file in the `media` or `icons` bucket (DESIGN §4 storage buckets). Keys are
 * content-addressed (`<sha256>.<ext>`), so one key may be shared by several owners; a
 * re-upload of the same bytes by the same owner returns the existing row.
 */
export const asset = pgTable(
  "asset",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    bucket: text({ enum: ["media", "icons"] }).notNull(),
    key: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    originalName: text().notNull(),
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique("asset_owner_bucket_sha256_unique").on(t.ownerId, t.bucket, t.sha256),
    index("asset_owner_created_at_idx").on(t.ownerId, t.createdAt),
    index("asset_bucket_key_idx").on(t.bucket, t.key),
  ],
);

export type AssetRow = typeof asset.$inferSelect;
