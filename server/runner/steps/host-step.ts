import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { agentJob } from "@/db/schema";
import { type ExpressionScope, renderTemplate } from "@/lib/expressions";
import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { newId } from "@/server/deck/rows";
import { hostKey } from "@/server/functions/access/screen-access";
import type { DbTransaction } from "@/server/functions/define";
import { announceWrites } from "@/server/sync/announce-writes";
import { isAgentOnline } from "../agent-online";
import { RunCanceled, type RunContext, StepError } from "../run-context";
import { sleep } from "../sleep";

export const NO_AGENT_MESSAGE = "No host agent online";

/** Fills the step's text fields so the agent receives final values, not templates. */
function renderHostStep(step: Step, scope: ExpressionScope): Step {
  const r = (text: string) => renderTemplate(text, scope);
  switch (step.type) {
    case "keys":
      return { ...step, combo: r(step.combo) };
    case "type_text":
      return { ...step, text: r(step.text) };
    case "open_url":
      return { ...step, url: r(step.url) };
    case "launch_app":
      return { ...step, app: r(step.app), args: step.args.map(r) };
    case "run_command":
      return { ...step, command: r(step.command) };
    default:
      return step;
  }
}

async function announceJobs(run: RunContext, change: (tx: DbTransaction) => Promise<unknown>) {
  await run.db.transaction(async (tx) => {
    await change(tx);
    await announceWrites(tx, [{ table: "agent_job", key: hostKey(run.hostId) }], run.channel);
  });
}

async function failJob(run: RunContext, jobId: string, error: string) {
  await announceJobs(run, (tx) =>
    tx
      .update(agentJob)
      .set({ status: "failed", error, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(agentJob.id, jobId), inArray(agentJob.status, ["queued", "claimed"]))),
  );
}

/**
 * A host-side step: queued as an agent_job (agents see it through `agent:jobs`), then the
 * run waits until an agent completes it, the wait times out, or the run is canceled.
 */
export async function runHostStep(
  run: RunContext,
  step: Step,
  stepIndex: number,
  scope: ExpressionScope,
): Promise<JsonValue> {
  if (!(await isAgentOnline(run.db, run.hostId))) throw new StepError(NO_AGENT_MESSAGE);
  const id = newId();
  await announceJobs(run, (tx) =>
    tx.insert(agentJob).values({
      id,
      hostId: run.hostId,
      runId: run.runId,
      stepIndex,
      step: renderHostStep(step, scope),
    }),
  );
  const ownTimeout = step.type === "run_command" ? step.timeoutMs : 0;
  const limitMs = ownTimeout + run.limits.agentTimeoutMs;
  const deadline = Date.now() + limitMs;
  while (true) {
    const [job] = await run.db
      .select({ status: agentJob.status, result: agentJob.result, error: agentJob.error })
      .from(agentJob)
      .where(eq(agentJob.id, id));
    if (job?.status === "done") return job.result ?? null;
    if (job?.status === "failed") throw new StepError(job.error ?? "The host agent failed");
    if (run.signal.aborted) {
      await failJob(run, id, "Canceled");
      throw new RunCanceled();
    }
    if (Date.now() >= deadline) {
      await failJob(run, id, "Timed out");
      const seconds = Math.max(Math.round(limitMs / 1000), 1);
      throw new StepError(`The host agent did not finish within ${seconds} s`);
    }
    await sleep(run.limits.agentPollMs, run.signal);
  }
}
