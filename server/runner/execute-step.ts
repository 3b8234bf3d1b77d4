import "server-only";
import { and, eq } from "drizzle-orm";
import { shortcut } from "@/db/schema";
import {
  type ExpressionScope,
  evaluateExpression,
  isTruthy,
  renderTemplate,
} from "@/lib/expressions";
import type { JsonValue } from "@/lib/schemas/common";
import { HOST_STEP_TYPES, type Step } from "@/lib/schemas/steps";
import { describeFailure } from "./describe-step";
import { loadScope } from "./load-scope";
import { type RunContext, StepError, throwIfCanceled } from "./run-context";
import { sleep } from "./sleep";
import { sendClientEvent, setButtonState } from "./steps/client-event-steps";
import { runHostStep } from "./steps/host-step";
import { runHttpRequest } from "./steps/http-request";
import { writeVariable } from "./write-variable";

function checkConditions(step: Extract<Step, { type: "if" }>, scope: ExpressionScope): boolean {
  const results = step.conditions.map(({ expression }) => {
    try {
      // Unlike a button state, a run reports a condition it cannot evaluate.
      return isTruthy(evaluateExpression(expression, scope));
    } catch (error) {
      throw new StepError(`Condition '${expression}': ${(error as Error).message}`);
    }
  });
  return step.match === "any" ? results.some(Boolean) : results.every(Boolean);
}

/**
 * Steps inside an `if` branch or a called shortcut. Disabled steps are skipped; a failure
 * names the inner step ("Step 2 (Wait 5 ms) failed: …") inside the outer step's message.
 */
export async function executeNested(
  run: RunContext,
  steps: Step[],
  mode: string,
  depth: number,
): Promise<void> {
  const one = async (step: Step, index: number) => {
    if (step.disabled) return;
    try {
      await executeStep(run, step, index, depth);
    } catch (error) {
      if (error instanceof StepError)
        throw new StepError(describeFailure(index, step, error.message));
      throw error;
    }
  };
  if (mode === "concurrent") {
    const settled = await Promise.allSettled(steps.map(one));
    const failed = settled.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    return;
  }
  for (const [index, step] of steps.entries()) {
    throwIfCanceled(run.signal);
    await one(step, index);
  }
}

async function runStep(
  run: RunContext,
  step: Step,
  index: number,
  depth: number,
): Promise<{ result: JsonValue; store?: JsonValue }> {
  switch (step.type) {
    case "set_variable": {
      const value =
        typeof step.value === "string"
          ? renderTemplate(step.value, await loadScope(run))
          : step.value;
      return { result: await writeVariable(run, step.variable, () => value) };
    }
    case "increment_variable":
      return {
        result: await writeVariable(run, step.variable, (row) => {
          if (row.type !== "number") throw new StepError(`'${row.key}' is not a number variable`);
          return (typeof row.value === "number" ? row.value : 0) + step.by;
        }),
      };
    case "toggle_variable":
      return {
        result: await writeVariable(run, step.variable, (row) => {
          if (row.type !== "boolean") throw new StepError(`'${row.key}' is not a boolean variable`);
          return row.value !== true;
        }),
      };
    case "http_request": {
      const response = await runHttpRequest(run, step, await loadScope(run));
      return { result: response, store: response.body };
    }
    case "wait":
      await sleep(step.ms, run.signal);
      throwIfCanceled(run.signal);
      return { result: null };
    case "if": {
      const matched = checkConditions(step, await loadScope(run));
      await executeNested(run, matched ? step.then : step.else, "sequential", depth);
      return { result: { branch: matched ? "then" : "else" } };
    }
    case "run_shortcut": {
      if (depth + 1 > run.limits.maxDepth) {
        throw new StepError(
          `Shortcuts call each other more than ${run.limits.maxDepth} levels deep`,
        );
      }
      const [called] = await run.db
        .select()
        .from(shortcut)
        .where(and(eq(shortcut.id, step.shortcutId), eq(shortcut.hostId, run.hostId)));
      if (!called) throw new StepError("The shortcut to run does not exist");
      await executeNested(run, called.steps, called.mode, depth + 1);
      return { result: { shortcut: called.name } };
    }
    case "notify":
    case "switch_screen":
      return { result: await sendClientEvent(run, step, await loadScope(run)) };
    case "set_button_state":
      return { result: await setButtonState(run, step) };
    default: {
      if (!HOST_STEP_TYPES.has(step.type)) throw new StepError(`Unknown step '${step.type}'`);
      const result = await runHostStep(run, step, index, await loadScope(run));
      return { result, store: result };
    }
  }
}

/** One enabled step, then its `storeIn` write (the response body, or the step's result). */
export async function executeStep(
  run: RunContext,
  step: Step,
  index: number,
  depth: number,
): Promise<JsonValue> {
  throwIfCanceled(run.signal);
  const { result, store } = await runStep(run, step, index, depth);
  const stored = store === undefined ? result : store;
  if (step.storeIn) await writeVariable(run, step.storeIn, () => stored);
  return result;
}
