import "server-only";
import { convexToJson, type JSONValue, jsonToConvex, type Value } from "convex/values";
import type { Database } from "@/db/client";
import type { Identity } from "@/server/functions/define";
import { canonicalizePath, type FunctionRegistry } from "@/server/functions/registry";
import { type Failure, notFoundFailure, toFailure } from "./failure";
import { createLogger } from "./log-lines";
import { runMutation } from "./run-mutation";
import { runQuery } from "./run-query";

export type CallOutcome =
  | { ok: true; value: JSONValue; logLines: string[] }
  | { ok: false; failure: Failure; logLines: string[] };

type Deps = { db: Database; registry: FunctionRegistry; channel: string };

/** Throws a failed nested call so the action's own error handling sees it. */
class NestedCallError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Actions run outside any snapshot and may call queries and mutations. */
export async function runAction(
  deps: Deps,
  request: { path: string; encodedArgs: JSONValue; identity: Identity | null },
): Promise<CallOutcome> {
  const { log, lines } = createLogger();
  const definition = deps.registry.get(request.path);
  if (definition?.kind !== "action") {
    return { ok: false, failure: notFoundFailure(request.path), logLines: [] };
  }
  try {
    const args = definition.args.parse(jsonToConvex(request.encodedArgs));
    const value = await definition.handler(
      {
        identity: request.identity,
        log,
        runQuery: async (path, nestedArgs = {}) => {
          const outcome = await runQueryOnce(deps, {
            path: canonicalizePath(path),
            encodedArgs: convexToJson(nestedArgs as Value),
            identity: request.identity,
          });
          if (!outcome.ok) throw new NestedCallError(outcome.failure);
          return jsonToConvex(outcome.value);
        },
        runMutation: async (path, nestedArgs = {}) => {
          const outcome = await runMutation(deps.db, deps.registry, deps.channel, {
            path: canonicalizePath(path),
            encodedArgs: convexToJson(nestedArgs as Value),
            identity: request.identity,
          });
          if (!outcome.ok) throw new NestedCallError(outcome.failure);
          return jsonToConvex(outcome.value);
        },
      },
      args as never,
    );
    return { ok: true, value: convexToJson((value ?? null) as Value), logLines: lines };
  } catch (error) {
    if (error instanceof NestedCallError)
      return { ok: false, failure: error.failure, logLines: lines };
    return { ok: false, failure: toFailure(error, request.path), logLines: lines };
  }
}

/** A one-off query in its own snapshot (HTTP API, actions). */
export async function runQueryOnce(
  deps: Deps,
  request: { path: string; encodedArgs: JSONValue; identity: Identity | null },
): Promise<CallOutcome> {
  const outcome = await deps.db.transaction(
    (tx) => runQuery(deps.registry, tx, request.path, request.encodedArgs, request.identity),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return outcome.ok
    ? { ok: true, value: outcome.value, logLines: outcome.logLines }
    : { ok: false, failure: outcome.failure, logLines: outcome.logLines };
}
