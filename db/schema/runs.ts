import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type {
  AgentJobStatus,
  ClientEventKind,
  RunStatus,
  RunStepLog,
  RunTrigger,
} from "@/lib/runs/run-types";
import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { user } from "./auth";
import { jsonValue } from "./json-value";

/** Shortcut runs, host-agent jobs and client events (DESIGN §4 run; server/runner). */
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
const hostId = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * One execution of a shortcut (or of a button's inline steps). The table is also the job
 * queue: runner loops claim `queued` rows with FOR UPDATE SKIP LOCKED, so a run executes
 * once however many server processes share the database. `busyKey` groups runs that
 * `whenBusy` and sequential claiming apply to (the shortcut id, or `button:<id>`).
 */
export const run = pgTable(
  "run",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    /** Null for a button's inline steps, or after the shortcut was deleted. */
    shortcutId: text(),
    shortcutName: text().notNull(),
    busyKey: text().notNull(),
    /** The steps as they were when the run was enqueued. */
    steps: jsonb().$type<Step[]>().notNull(),
    mode: text().notNull().default("sequential"),
    trigger: jsonb().$type<RunTrigger>().notNull(),
    status: text().$type<RunStatus>().notNull().default("queued"),
    /** run_shortcut / automation nesting depth of the run that caused this one. */
    depth: integer().notNull().default(0),
    input: jsonb().$type<Record<string, JsonValue>>().notNull().default({}),
    log: jsonb().$type<RunStepLog[]>().notNull().default([]),
    error: text(),
    claimedBy: text(),
    cancelRequested: boolean().notNull().default(false),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("run_host_created_idx").on(t.hostId, t.createdAt),
    index("run_status_created_idx").on(t.status, t.createdAt),
    index("run_busy_key_status_idx").on(t.busyKey, t.status),
  ],
);

/** A host-side step handed to the host agent; the run waits for its completion. */
export const agentJob = pgTable(
  "agent_job",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    runId: text()
      .notNull()
      .references(() => run.id, { onDelete: "cascade" }),
    stepIndex: integer().notNull(),
    step: jsonb().$type<Step>().notNull(),
    status: text().$type<AgentJobStatus>().notNull().default("queued"),
    claimedBy: text(),
    result: jsonValue().$type<JsonValue>(),
    error: text(),
    claimedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("agent_job_host_status_idx").on(t.hostId, t.status)],
);

/** What a running shortcut tells the host's clients: a toast, or go to a screen. */
export const clientEvent = pgTable(
  "client_event",
  {
    id: text().primaryKey(),
    hostId: hostId(),
    kind: text().$type<ClientEventKind>().notNull(),
    payload: jsonb().$type<{ message?: string; level?: string; screenId?: string }>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_event_host_created_idx").on(t.hostId, t.createdAt)],
);
