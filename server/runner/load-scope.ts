import "server-only";
import type { ExpressionScope } from "@/lib/expressions";
import type { DbTransaction, QueryCtx } from "@/server/functions/define";
import { loadSystemValues, loadVariables } from "../deck/load-variable-values";
import type { RunContext } from "./run-context";

/** A query context for the shared loaders; the runner subscribes to nothing. */
export function toLoaderCtx(db: DbTransaction): QueryCtx {
  return { identity: null, db, read: () => {}, log: () => {} };
}

/**
 * What templates and conditions see: the host's variables (computed ones evaluated), the
 * system values, and `input` (a webhook's body, a slider's `value`). Loaded per step so a
 * step sees what the steps before it wrote.
 */
export async function loadScope(run: RunContext): Promise<ExpressionScope> {
  const ctx = toLoaderCtx(run.db);
  const system = await loadSystemValues(ctx, run.hostId);
  const { values } = await loadVariables(ctx, run.hostId, system);
  return { ...system, ...values, input: run.input };
}
