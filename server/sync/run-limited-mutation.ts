import "server-only";
import type { JSONValue } from "convex/values";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { Identity } from "@/server/functions/define";
import type { FunctionRegistry } from "@/server/functions/registry";
import type { RateLimiter } from "./rate-limiter";
import { findStoredMutation, type MutationOutcome, runMutation } from "./run-mutation";

/**
 * A socket's mutation behind the per-user token bucket (per socket when signed out).
 * Over the limit it fails with RATE_LIMITED, except that a resend of an already stored
 * mutation is still answered from the exactly-once table.
 */
export async function runLimitedMutation(
  deps: { db: Database; registry: FunctionRegistry; channel: string; rateLimiter: RateLimiter },
  request: {
    path: string;
    encodedArgs: JSONValue;
    identity: Identity | null;
    limiterKey: string;
    dedupKey: { sessionId: string; requestId: number } | undefined;
    mayBeResend: boolean;
  },
): Promise<MutationOutcome> {
  const { dedupKey } = request;
  if (deps.rateLimiter.take(request.limiterKey)) {
    return runMutation(deps.db, deps.registry, deps.channel, {
      path: request.path,
      encodedArgs: request.encodedArgs,
      identity: request.identity,
      mayBeResend: request.mayBeResend,
      ...(dedupKey ? { dedupKey } : {}),
    });
  }
  const stored = dedupKey
    ? await findStoredMutation(deps.db, dedupKey.sessionId, dedupKey.requestId)
    : undefined;
  if (stored) return stored;
  const error = new AppError("RATE_LIMITED", "Too many changes at once. Slow down a little.");
  return {
    ok: false,
    failure: { message: error.message, errorData: error.toData() },
    logLines: [],
  };
}
