import type { ConvexClient } from "convex/browser";
import { api } from "@/lib/api";
import type { AgentJob } from "@/lib/runs/run-types";
import { type JsonValue, jsonValueSchema } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { describeError } from "./device-login";
import { StepError } from "./executors/run-tool";

export type JobLoopOptions = {
  client: ConvexClient;
  agentName: string;
  execute: (step: Step) => Promise<JsonValue>;
  log: (line: string) => void;
  /** How long stop() waits for steps already running (default 5 s). */
  stopGraceMs?: number;
};

export type JobLoop = { stop: () => Promise<void> };

/** agent:complete's limit on an error message. */
const MAX_ERROR_CHARS = 2000;
/** Keyboard steps from different runs must not interleave their keystrokes. */
const INPUT_STEPS = new Set<Step["type"]>(["keys", "type_text"]);

/**
 * The agent's work: watch `agent:jobs`, `agent:claim` each queued job (null means another
 * agent of this host took it), run it, and report with `agent:complete`.
 */
export function startJobLoop(options: JobLoopOptions): JobLoop {
  const { client, agentName, execute, log } = options;
  const taken = new Set<string>();
  const running = new Set<Promise<void>>();
  // runStep never rejects, so the chain never breaks.
  let inputChain: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function handle(job: AgentJob) {
    let claimed: AgentJob | null;
    try {
      claimed = await client.mutation(api.agent.claim, { jobId: job.id, agentName });
    } catch (error) {
      // Not claimed (e.g. the socket dropped): the next job list may offer it again.
      taken.delete(job.id);
      throw error;
    }
    if (!claimed) return;
    const started = Date.now();
    let outcome: ReturnType<typeof runStep>;
    if (INPUT_STEPS.has(claimed.step.type)) {
      outcome = inputChain.then(() => runStep(claimed.step));
      inputChain = outcome;
    } else {
      outcome = runStep(claimed.step);
    }
    const result = await outcome;
    const ms = Date.now() - started;
    await client.mutation(api.agent.complete, { jobId: claimed.id, ...result });
    log(
      result.ok
        ? `${claimed.step.type} ok ${ms} ms`
        : `${claimed.step.type} failed ${ms} ms: ${result.error}`,
    );
  }

  async function runStep(
    step: Step,
  ): Promise<{ ok: true; result: JsonValue } | { ok: false; error: string }> {
    try {
      const value = await execute(step);
      const stored = jsonValueSchema.safeParse(value);
      if (!stored.success) {
        return { ok: false, error: "The step's result is too large to store" };
      }
      return { ok: true, result: stored.data };
    } catch (error) {
      // Our own StepErrors are written for the run log; anything else is unexpected.
      const message =
        error instanceof StepError ? error.message : `Unexpected error: ${describeError(error)}`;
      return { ok: false, error: message.slice(0, MAX_ERROR_CHARS) };
    }
  }

  function onJobs(jobs: AgentJob[]) {
    if (stopped) return;
    // Forget jobs that left the list so the set stays as small as the queue.
    const open = new Set(jobs.map((job) => job.id));
    for (const id of taken) if (!open.has(id)) taken.delete(id);
    for (const job of jobs) {
      if (job.status !== "queued" || taken.has(job.id)) continue;
      taken.add(job.id);
      const task = handle(job)
        .catch((error: unknown) => log(`${job.step.type} failed: ${describeError(error)}`))
        .finally(() => running.delete(task));
      running.add(task);
    }
  }

  const unsubscribe = client.onUpdate(api.agent.jobs, {}, onJobs, (error) => {
    log(`Cannot read the job list: ${error.message}`);
  });

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      const grace = new Promise<void>((resolve) => {
        setTimeout(resolve, options.stopGraceMs ?? 5000).unref();
      });
      await Promise.race([Promise.allSettled([...running]), grace]);
    },
  };
}
