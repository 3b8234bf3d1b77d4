import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import type { AgentJob } from "@/lib/runs/run-types";
import { type DeckHarness, startDeckHarness, watchQuery } from "../support/deck-harness";
import { createShortcut, runSteps, waitForRun } from "../support/run-helpers";
import { waitFor } from "../support/wait-for";

/** Host-side steps go to the host agent through agent:jobs / claim / complete. */
let h: DeckHarness;
let host: ConvexClient;
let hostId: string;

beforeAll(async () => {
  h = await startDeckHarness({ runner: { limits: { agentTimeoutMs: 800, agentPollMs: 20 } } });
  const ann = await h.signIn("Ann");
  host = ann.client;
  hostId = ann.id;
  await host.mutation(api.variables.create, { key: "page", type: "string", value: "docs" });
  await host.mutation(api.variables.create, { key: "output", type: "string", value: "" });
});
afterAll(async () => {
  await h?.close();
});

describe("without an agent", () => {
  it("a host-side step fails with exactly 'No host agent online'", async () => {
    const run = await runSteps(host, [{ type: "type_text", text: "hello" }]);
    expect(run.status).toBe("failed");
    expect(run.steps[0]?.error).toBe("No host agent online");
    expect(run.error).toBe("Step 1 (Type text) failed: No host agent online");
    expect(await host.query(api.agent.jobs, {})).toEqual([]);
  });
});

describe("with an agent", () => {
  let agent: ConvexClient;
  let jobs: { value?: AgentJob[] };

  beforeAll(async () => {
    agent = await h.connectAs(hostId, "Ann", { userAgent: "agent" });
    jobs = watchQuery(agent, api.agent.jobs, {});
    // Presence rows are written asynchronously after the socket authenticates.
    await waitFor(
      async () => {
        const list = await host.query(api.variables.list, {});
        return list.find((v) => v.key === "$agent_online")?.value === true;
      },
      { what: "the agent to be online" },
    );
  });

  async function nextJob(): Promise<AgentJob> {
    return waitFor(() => jobs.value?.find((j) => j.status === "queued"), { what: "a queued job" });
  }

  it("the agent claims a job once, completes it, and the run goes on with its result", async () => {
    const shortcutId = await createShortcut(host, [
      { type: "open_url", url: "https://example.com/{{page}}", storeIn: "output" },
    ]);
    const queued = await host.mutation(api.shortcuts.run, { shortcutId });
    const job = await nextJob();
    expect(job.step).toEqual({
      type: "open_url",
      url: "https://example.com/docs",
      storeIn: "output",
    });
    expect(job.runId).toBe(queued?.runId);

    const claimed = await agent.mutation(api.agent.claim, {
      jobId: job.id,
      agentName: "studio-pc",
    });
    expect(claimed?.status).toBe("claimed");
    expect(claimed?.claimedBy).toBe("studio-pc");
    expect(await agent.mutation(api.agent.claim, { jobId: job.id })).toBeNull();

    await agent.mutation(api.agent.complete, { jobId: job.id, ok: true, result: "opened" });
    const run = await waitForRun(host, queued?.runId ?? "");
    expect(run.status).toBe("succeeded");
    expect(run.steps[0]?.result).toBe("opened");
    const list = await host.query(api.variables.list, {});
    expect(list.find((v) => v.key === "output")?.value).toBe("opened");
    await waitFor(() => jobs.value?.length === 0, { what: "the job list to empty" });
  });

  it("a failure reported by the agent fails the run with its message", async () => {
    const shortcutId = await createShortcut(host, [{ type: "launch_app", app: "Nope", args: [] }]);
    const queued = await host.mutation(api.shortcuts.run, { shortcutId });
    const job = await nextJob();
    await agent.mutation(api.agent.claim, { jobId: job.id });
    await agent.mutation(api.agent.complete, { jobId: job.id, ok: false, error: "App not found" });
    const run = await waitForRun(host, queued?.runId ?? "");
    expect(run.error).toBe("Step 1 (Launch Nope) failed: App not found");
  });

  it("an agent that never answers times the step out", async () => {
    const run = await runSteps(host, [{ type: "keys", combo: "ctrl+k", action: "press" }]);
    expect(run.status).toBe("failed");
    expect(run.error).toBe("Step 1 (Keys ctrl+k) failed: The host agent did not finish within 1 s");
    await waitFor(() => jobs.value?.length === 0, { what: "the timed-out job to leave the list" });
  });

  it("complete refuses a job that is not claimed", async () => {
    const shortcutId = await createShortcut(host, [{ type: "type_text", text: "x" }]);
    const queued = await host.mutation(api.shortcuts.run, { shortcutId });
    const job = await nextJob();
    await expect(agent.mutation(api.agent.complete, { jobId: job.id, ok: true })).rejects.toThrow(
      /Only a claimed job can be completed/,
    );
    await agent.mutation(api.agent.claim, { jobId: job.id });
    await agent.mutation(api.agent.complete, { jobId: job.id, ok: true });
    expect((await waitForRun(host, queued?.runId ?? "")).status).toBe("succeeded");
  });
});
