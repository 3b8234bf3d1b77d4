import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import type { RunDetail } from "@/lib/runs/run-types";
import { type DeckHarness, startDeckHarness } from "../support/deck-harness";
import { createShortcut, readVariable, runSteps, waitForRun } from "../support/run-helpers";

/** mode (sequential / concurrent) and whenBusy (queue / drop / restart). */
let h: DeckHarness;
let host: ConvexClient;

beforeAll(async () => {
  h = await startDeckHarness();
  host = (await h.signIn("Ann")).client;
  await host.mutation(api.variables.create, { key: "count", type: "number", value: 0 });
});
afterAll(async () => {
  await h?.close();
});

async function runTwice(whenBusy: "queue" | "drop" | "restart") {
  const shortcutId = await createShortcut(
    host,
    [
      { type: "wait", ms: 400 },
      { type: "increment_variable", variable: "count", by: 1 },
    ],
    { whenBusy },
  );
  await host.mutation(api.variables.set, { key: "count", value: 0 });
  const first = await host.mutation(api.shortcuts.run, { shortcutId });
  const second = await host.mutation(api.shortcuts.run, { shortcutId });
  return { first, second };
}

describe("whenBusy", () => {
  it("queue runs the second press after the first, both in full", async () => {
    const { first, second } = await runTwice("queue");
    const a = await waitForRun(host, first?.runId ?? "");
    const b = await waitForRun(host, second?.runId ?? "");
    expect([a.status, b.status]).toEqual(["succeeded", "succeeded"]);
    expect(b.startedAt ?? 0).toBeGreaterThanOrEqual(a.finishedAt ?? Number.POSITIVE_INFINITY);
    expect(await readVariable(host, "count")).toBe(2);
  });

  it("drop ignores a press while the shortcut is busy", async () => {
    const { first, second } = await runTwice("drop");
    expect(second).toBeNull();
    expect((await waitForRun(host, first?.runId ?? "")).status).toBe("succeeded");
    expect(await readVariable(host, "count")).toBe(1);
  });

  it("restart cancels the running run and starts the new one", async () => {
    const { first, second } = await runTwice("restart");
    const a = await waitForRun(host, first?.runId ?? "");
    const b = await waitForRun(host, second?.runId ?? "");
    expect(a.status).toBe("canceled");
    expect(a.error).toBe("Canceled by a newer run");
    expect(a.steps.map((s) => s.status)).toEqual(["canceled", "canceled"]);
    expect(b.status).toBe("succeeded");
    expect(await readVariable(host, "count")).toBe(1);
  });
});

describe("mode", () => {
  const steps = [
    { type: "wait" as const, ms: 300 },
    { type: "wait" as const, ms: 300 },
  ];
  const overlap = (run: RunDetail) => {
    const [a, b] = run.steps;
    return (b?.startedAt ?? 0) < (a?.finishedAt ?? 0);
  };

  it("sequential starts each step after the one before finished", async () => {
    const run = await runSteps(host, steps, { mode: "sequential" });
    expect(run.status).toBe("succeeded");
    expect(overlap(run)).toBe(false);
  });

  it("concurrent starts every step at once and fails with the first failing step", async () => {
    const run = await runSteps(host, steps, { mode: "concurrent" });
    expect(run.status).toBe("succeeded");
    expect(overlap(run)).toBe(true);
    const failing = await runSteps(
      host,
      [
        { type: "wait", ms: 200 },
        { type: "increment_variable", variable: "missing", by: 1 },
        { type: "increment_variable", variable: "count", by: 1 },
      ],
      { mode: "concurrent" },
    );
    expect(failing.status).toBe("failed");
    expect(failing.error).toBe("Step 2 (Increment missing) failed: There is no variable 'missing'");
    expect(failing.steps.map((s) => s.status)).toEqual(["succeeded", "failed", "succeeded"]);
  });
});
