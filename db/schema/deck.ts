import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AutomationEvent } from "@/lib/schemas/automation";
import type { ButtonOn, ButtonStates, ButtonStyle } from "@/lib/schemas/button";
import type { JsonValue } from "@/lib/schemas/common";
import type { Condition, Step } from "@/lib/schemas/steps";
import { user } from "./auth";
import { jsonValue } from "./json-value";

/** Host product tables (DESIGN §4). Ownership is the Better Auth user id. */
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
const hostId = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const screen = pgTable(
  "screen",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    columns: integer().notNull(),
    rows: integer().notNull(),
    gap: integer().notNull(),
    backgroundColor: text().notNull(),
    backgroundImage: text(),
    fontFamily: text().notNull(),
    visibility: text().notNull().default("private"),
    publishedAt: timestamp({ withTimezone: true }),
    sourceScreenId: text(),
    sourceVersion: integer(),
    installCount: integer().notNull().default(0),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("screen_host_updated_idx").on(t.hostId, t.updatedAt),
    index("screen_visibility_updated_idx").on(t.visibility, t.updatedAt),
  ],
);

export const button = pgTable(
  "button",
  {
    id: text().primaryKey(),
    screenId: text()
      .notNull()
      .references(() => screen.id, { onDelete: "cascade" }),
    x: integer().notNull(),
    y: integer().notNull(),
    w: integer().notNull(),
    h: integer().notNull(),
    kind: text().notNull(),
    style: jsonb().$type<ButtonStyle>().notNull(),
    states: jsonb().$type<ButtonStates | null>(),
    on: jsonb().$type<ButtonOn>().notNull(),
    confirm: jsonb().$type<boolean | { message: string }>().notNull(),
    variableId: text(),
    targetScreenId: text(),
    referenceButtonId: text(),
    /** Current state for `cycle` states and `set_button_state` steps. */
    stateIndex: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("button_screen_idx").on(t.screenId)],
);

export const shortcut = pgTable(
  "shortcut",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    icon: text(),
    steps: jsonb().$type<Step[]>().notNull(),
    mode: text().notNull().default("sequential"),
    whenBusy: text().notNull().default("queue"),
    ...timestamps,
  },
  (t) => [index("shortcut_host_name_idx").on(t.hostId, t.name)],
);

export const variable = pgTable(
  "variable",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    key: text().notNull(),
    type: text().notNull(),
    kind: text().notNull().default("value"),
    value: jsonValue().$type<JsonValue>(),
    defaultValue: jsonValue().$type<JsonValue>(),
    expression: text(),
    persist: boolean().notNull().default(true),
    description: text().notNull().default(""),
    ...timestamps,
  },
  (t) => [uniqueIndex("variable_host_key_uq").on(t.hostId, t.key)],
);

export const automation = pgTable(
  "automation",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    events: jsonb().$type<AutomationEvent[]>().notNull(),
    conditions: jsonb().$type<Condition[]>().notNull(),
    shortcutId: text().references(() => shortcut.id, { onDelete: "set null" }),
    rateLimitMs: integer().notNull().default(1000),
    lastFiredAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("automation_host_idx").on(t.hostId)],
);

/** A versioned snapshot of a published screen (DESIGN §4 Sharing). */
export const screenPublication = pgTable(
  "screen_publication",
  {
    id: text().primaryKey(),
    screenId: text()
      .notNull()
      .references(() => screen.id, { onDelete: "cascade" }),
    hostId: hostId(),
    version: integer().notNull(),
    snapshot: jsonValue().$type<JsonValue>().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex("screen_publication_screen_version_uq").on(t.screenId, t.version)],
);
