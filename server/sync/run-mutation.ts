import "server-only";
import { convexToJson, type JSONValue, jsonToConvex, type Value } from "convex/values";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { Identity } from "@/server/functions/define";
import type { FunctionRegistry } from "@/server/functions/registry";
import { advanceClock } from "./clock";
import { type Failure, notFoundFailure, toFailure } from "./failure";
import { createLogger } from "./log-lines";
import { readSetEntry } from "./run-query";

export type MutationOutcome =
  | { ok: true; value: JSONValue; logLines: string[]; ts: bigint }
  | { ok: false; failure: Failure; logLines: string[] };

export type MutationRequest = {
  path: string;
  encodedArgs: JSONValue;
  identity: Identity | null;
  /** `(sessionId, requestId)` when the socket sent Connect; absent → no de-duplication. */
  dedupKey?: { sessionId: string; requestId: number };
};

/** NOTIFY payloads must stay under 8000 bytes; past this many writes we say "everything". */
const MAX_NOTIFIED_WRITES = 100;
const RETRYABLE_PG_CODES = new Set(["40001", "40P01"]);

class DuplicateRequest extends Error {}

/**
 * One mutation in one transaction: the handler's writes, then the clock advance (whose row
 * lock orders commits by ts), the exactly-once record, and the commit NOTIFY carrying the
 * write set. A resend of a stored `(sessionId, requestId)` returns the stored outcome.
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
  // first run's own writes. The in-transaction insert catches resends that race.
  if (dedupKey) {
    const stored = await findStoredMutation(db, dedupKey.sessionId, dedupKey.requestId);
    if (stored) return stored;
  }
  for (let attempt = 0; ; attempt++) {
    const { log, lines } = createLogger();
    try {
      return await db.transaction(async (tx) => {
        const writes = new Set<string>();
        const args = definition.args.parse(jsonToConvex(request.encodedArgs));
        const value = await definition.handler(
          {
            identity: request.identity,
            db: tx,
            read: () => {},
            write: (table, key) => writes.add(readSetEntry(table, key)),
            log,
          },
          args as never,
        );
        const encoded = convexToJson((value ?? null) as Value);
        const ts = await advanceClock(tx);
        if (dedupKey) {
          const inserted = await tx.execute(sql`
            insert into sync_session_requests (session_id, request_id, result, log_lines, ts)
            values (${dedupKey.sessionId}, ${dedupKey.requestId}, ${JSON.stringify(encoded)}::jsonb,
                    ${JSON.stringify(lines)}::jsonb, ${ts.toString()}::bigint)
            on conflict do nothing returning 1`);
          if (inserted.rows.length === 0) throw new DuplicateRequest();
        }
        const list = writes.size > MAX_NOTIFIED_WRITES ? null : [...writes];
        await tx.execute(
          sql`select pg_notify(${channel}, ${JSON.stringify({ ts: ts.toString(), w: list })})`,
        );
        return { ok: true as const, value: encoded, logLines: lines, ts };
      });
    } catch (error) {
      if (dedupKey) {
        const stored = await findStoredMutation(db, dedupKey.sessionId, dedupKey.requestId);
        if (stored) return stored;
      }
      const code = (error as { code?: unknown }).code;
      if (typeof code === "string" && RETRYABLE_PG_CODES.has(code) && attempt < 3) continue;
      return { ok: false, failure: toFailure(error, path), logLines: lines };
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
