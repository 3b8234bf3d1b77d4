import "server-only";
import { convexToJson, type JSONValue, jsonToConvex, type Value } from "convex/values";
import type { DbTransaction, Identity } from "@/server/functions/define";
import type { FunctionRegistry } from "@/server/functions/registry";
import { type Failure, notFoundFailure, toFailure } from "./failure";
import { createLogger } from "./log-lines";
import { isTransientDatabaseError } from "./transient-error";

export type QueryOutcome =
  | { ok: true; value: JSONValue; logLines: string[]; readSet: Set<string> }
  | { ok: false; failure: Failure; logLines: string[]; readSet: Set<string> };

/** Read-set entries are `table` (whole table) or `table/key`. */
export function readSetEntry(table: string, key?: string): string {
  return key === undefined ? table : `${table}/${key}`;
}

/**
 * Runs one query inside the caller's snapshot (a REPEATABLE READ transaction). With
 * `isolate`, under a savepoint so a failing query cannot abort the snapshot for others
 * run after it (one query alone needs no savepoint: two round trips saved).
 */
export async function runQuery(
  registry: FunctionRegistry,
  tx: DbTransaction,
  path: string,
  encodedArgs: JSONValue,
  identity: Identity | null,
  isolate = true,
): Promise<QueryOutcome> {
  const readSet = new Set<string>();
  const { log, lines } = createLogger();
  const definition = registry.get(path);
  if (definition?.kind !== "query") {
    return { ok: false, failure: notFoundFailure(path), logLines: lines, readSet };
  }
  try {
    const args = definition.args.parse(jsonToConvex(encodedArgs));
    const run = (db: DbTransaction) =>
      definition.handler(
        { identity, db, read: (table, key) => readSet.add(readSetEntry(table, key)), log },
        args as never,
      );
    const value = isolate
      ? await tx.transaction(async (savepoint) => run(savepoint))
      : await run(tx);
    return { ok: true, value: convexToJson((value ?? null) as Value), logLines: lines, readSet };
  } catch (error) {
    // A lost connection fails the whole pass (retried), not this query's result.
    if (isTransientDatabaseError(error)) throw error;
    return { ok: false, failure: toFailure(error, path), logLines: lines, readSet };
  }
}
