import type { ConvexClient } from "convex/browser";
import { api } from "@/lib/api";
import type { RunDetail } from "@/lib/runs/run-types";
import type { Step } from "@/lib/schemas/steps";

const FINISHED = new Set(["succeeded", "failed", "canceled"]);

/**
 * Subscribes to `runs:get` (as the run log does) until the run has finished, and returns
 * its detail as the host sees it.
 */
export function waitForRun(
  client: ConvexClient,
  runId: string,
  timeoutMs = 10_000,
): Promise<RunDetail> {
  return new Promise((resolve, reject) => {
    let last: RunDetail | undefined;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Run ${runId} did not finish (last status ${last?.status ?? "none"})`));
    }, timeoutMs);
    const unsubscribe = client.onUpdate(
      api.runs.get,
      { runId },
      (detail) => {
        last = detail;
        if (!FINISHED.has(detail.status)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(detail);
      },
      (error) => {
        clearTimeout(timer);
        unsubscribe();
        reject(error);
      },
    );
  });
}

/** Creates a shortcut with these steps and returns its id. */
export async function createShortcut(
  client: ConvexClient,
  steps: Step[],
  fields: {
    name?: string;
    mode?: "sequential" | "concurrent";
    whenBusy?: "queue" | "drop" | "restart";
  } = {},
): Promise<string> {
  return client.mutation(api.shortcuts.create, {
    ...fields,
    name: fields.name ?? `Shortcut ${Math.random().toString(36).slice(2, 8)}`,
    steps,
  });
}

/** Creates a shortcut with these steps, runs it now, and returns the finished run. */
export async function runSteps(
  client: ConvexClient,
  steps: Step[],
  fields: { name?: string; mode?: "sequential" | "concurrent" } = {},
): Promise<RunDetail> {
  const shortcutId = await createShortcut(client, steps, fields);
  const queued = await client.mutation(api.shortcuts.run, { shortcutId });
  if (!queued) throw new Error("The run was dropped");
  return waitForRun(client, queued.runId);
}

/** The value of one of the host's variables, read through `variables:list`. */
export async function readVariable(client: ConvexClient, key: string) {
  const list = await client.query(api.variables.list, {});
  return list.find((v) => v.key === key)?.value;
}
