import "server-only";
import { convexToJson, type JSONValue, jsonToConvex, type Value } from "convex/values";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "@/db/client";
import type { Identity } from "@/server/functions/define";
import type { FunctionRegistry } from "@/server/functions/registry";
import { bindDrizzle } from "./bound-drizzle";
import { buildCommitStatement } from "./commit-statement";
import { type Failure, notFoundFailure, toFailure } from "./failure";
import { createLogger } from "./log-lines";
import { readSetEntry } from "./run-query";
import { isTransientDatabaseError } from "./transient-error";

export type MutationOutcome =
  | { ok: true; value: JSONValue; logLines: string[]; ts: bigint }
  | { ok: false; failure: Failure; logLines: string[] };

export type MutationRequest = {
  path: string;
  encodedArgs: JSONValue;
  identity: Identity | null;
  /** `(sessionId, requestId)` when the socket sent Connect; absent → no de-duplication. */
  dedupKey?: { sessionId: string; requestId: number };
  /**
   * False on the first socket of a client instance (Connect.connectionCount 0): nothing
   * can have been stored for its session yet, so the pre-check is skipped.
   */
  mayBeResend?: boolean;
};

/** NOTIFY payloads must stay under 8000 bytes; past this many writes we say "everything". */
const MAX_NOTIFIED_WRITES = 100;
const RETRYABLE_PG_CODES = new Set(["40001", "40P01"]);

/**
 * One mutation in one transaction on one pooled connection: BEGIN, the handler's writes,
 * then a single "clock + exactly-once record + NOTIFY; COMMIT" round trip. The clock row
 * lock (which orders commits by ts) is thus held for one round trip, independent of this
 * process's event-loop delay. A resend of a stored `(sessionId, requestId)` fails the
 * record's primary key, rolls back, and is answered from the stored outcome.
 */
export async function runMutation(
  db: Database,
  registry: FunctionRegistry,
  channel: string,
  request: MutationRequest,
): Promise<MutationOutcome> {
  const { path, dedupKey } = request;
  const definition = registry.get(path);
  if (definition?.kind !== "mutation") {
    return { ok: false, failure: notFoundFailure(path), logLines: [] };
  }
  // A resend is answered before the handler runs again: a second run could fail on the
  // first run's own writes. The record's primary key catches resends that race.
  if (dedupKey && request.mayBeResend !== false) {
    const stored = await findStoredMutation(db, dedupKey.sessionId, dedupKey.requestId);
    if (stored) return stored;
  }
  for (let attempt = 0; ; attempt++) {
    const { log, lines } = createLogger();
    const client = await db.$client.connect();
    let open = false;
    let broken = false;
    try {
      await client.query("begin");
      open = true;
      const writes = new Set<string>();
      const args = definition.args.parse(jsonToConvex(request.encodedArgs));
      const value = await definition.handler(
        {
          identity: request.identity,
          db: bindDrizzle(client),
          read: () => {},
          write: (table, key) => writes.add(readSetEntry(table, key)),
          log,
        },
        args as never,
      );
      const encoded = convexToJson((value ?? null) as Value);
      const statement = buildCommitStatement(client, {
        channel,
        writes: writes.size > MAX_NOTIFIED_WRITES ? null : [...writes],
        ...(dedupKey ? { record: { ...dedupKey, result: encoded, logLines: lines } } : {}),
      });
      const results = (await client.query(statement)) as unknown as pg.QueryResult<{
        ts: string;
      }>[];
      open = false;
      const ts = results[0]?.rows[0]?.ts;
      if (ts === undefined) throw new Error("sync_clock row is missing");
      return { ok: true, value: encoded, logLines: lines, ts: BigInt(ts) };
    } catch (error) {
      if (open) {
        await client.query("rollback").catch(() => {
          broken = true;
        });
      }
      if (isTransientDatabaseError(error)) {
        broken = true;
        throw error;
      }
      const code = (error as { code?: unknown }).code;
      // A resend racing its original, or a handler failing on the original's own writes.
      if (dedupKey) {
        const stored = await findStoredMutation(db, dedupKey.sessionId, dedupKey.requestId);
        if (stored) return stored;
      }
      if (typeof code === "string" && RETRYABLE_PG_CODES.has(code) && attempt < 3) continue;
      return { ok: false, failure: toFailure(error, path), logLines: lines };
    } finally {
      client.release(broken);
    }
  }
}

export async function findStoredMutation(
  db: Database,
  sessionId: string,
  requestId: number,
): Promise<MutationOutcome | undefined> {
  const result = await db.execute<{ result: JSONValue; log_lines: string[]; ts: string }>(
    sql`select result, log_lines, ts from sync_session_requests
        where session_id = ${sessionId} and request_id = ${requestId}`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return { ok: true, value: row.result, logLines: row.log_lines, ts: BigInt(row.ts) };
}

export async function pruneSessionRequests(db: Database, maxAgeHours = 24): Promise<void> {
  await db.execute(
    sql`delete from sync_session_requests where created_at < now() - make_interval(hours => ${maxAgeHours})`,
  );
}
