import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import { type DeckHarness, startDeckHarness, watchQuery } from "../support/deck-harness";
import { readVariable, runSteps } from "../support/run-helpers";
import { waitFor } from "../support/wait-for";

/** Server-side steps (DESIGN §4) through `shortcuts:run`, checked as the host sees them. */
let h: DeckHarness;
let host: ConvexClient;
let hostId: string;

beforeAll(async () => {
  h = await startDeckHarness();
  const ann = await h.signIn("Ann");
  host = ann.client;
  hostId = ann.id;
  await host.mutation(api.variables.create, { key: "score", type: "number", value: 1 });
  await host.mutation(api.variables.create, { key: "live", type: "boolean", value: false });
  await host.mutation(api.variables.create, { key: "title", type: "string", value: "" });
  await host.mutation(api.variables.create, {
    key: "double",
    type: "number",
    kind: "computed",
    expression: "score * 2",
  });
});
afterAll(async () => {
  await h?.close();
});

describe("variable steps", () => {
  it("set, increment and toggle change the variables and log each step", async () => {
    const run = await runSteps(host, [
      { type: "set_variable", variable: "score", value: 5 },
      { type: "increment_variable", variable: "score", by: 2 },
      { type: "toggle_variable", variable: "live" },
      { type: "set_variable", variable: "title", value: "Score is {{score}}" },
    ]);
    expect(run.status).toBe("succeeded");
    expect(run.error).toBeNull();
    expect(run.steps.map((s) => [s.label, s.status])).toEqual([
      ["Set score", "succeeded"],
      ["Increment score", "succeeded"],
      ["Toggle live", "succeeded"],
      ["Set title", "succeeded"],
    ]);
    expect(run.steps[1]?.result).toBe(7);
    expect(await readVariable(host, "score")).toBe(7);
    expect(await readVariable(host, "live")).toBe(true);
    expect(await readVariable(host, "title")).toBe("Score is 7");
    expect(await readVariable(host, "double")).toBe(14);
  });

  it("a template rendered into a number variable is stored as a number", async () => {
    await runSteps(host, [{ type: "set_variable", variable: "score", value: "{{score + 10}}" }]);
    expect(await readVariable(host, "score")).toBe(17);
  });

  it("updates a subscribed variables:list live", async () => {
    const watched = watchQuery(host, api.variables.list, {});
    await waitFor(() => watched.value, { what: "the first list" });
    await runSteps(host, [{ type: "set_variable", variable: "score", value: 100 }]);
    await waitFor(() => watched.value?.find((v) => v.key === "score")?.value === 100, {
      what: "the live update",
    });
  });

  it("fails naming the step when the variable is missing, computed or the wrong type", async () => {
    const missing = await runSteps(host, [
      { type: "wait", ms: 0 },
      { type: "set_variable", variable: "nope", value: 1 },
      { type: "toggle_variable", variable: "live" },
    ]);
    expect(missing.status).toBe("failed");
    expect(missing.error).toBe("Step 2 (Set nope) failed: There is no variable 'nope'");
    expect(missing.steps.map((s) => s.status)).toEqual(["succeeded", "failed", "canceled"]);

    const computed = await runSteps(host, [{ type: "set_variable", variable: "double", value: 1 }]);
    expect(computed.error).toBe(
      "Step 1 (Set double) failed: 'double' is computed from an expression and cannot be set",
    );
    const wrongType = await runSteps(host, [
      { type: "increment_variable", variable: "live", by: 1 },
    ]);
    expect(wrongType.error).toBe("Step 1 (Increment live) failed: 'live' is not a number variable");
    const badValue = await runSteps(host, [
      { type: "set_variable", variable: "score", value: "not a number" },
    ]);
    expect(badValue.error).toBe("Step 1 (Set score) failed: Expected a number value for 'score'");
  });

  it("skips disabled steps and logs them as skipped", async () => {
    await host.mutation(api.variables.set, { key: "score", value: 0 });
    const run = await runSteps(host, [
      { type: "increment_variable", variable: "score", by: 1, disabled: true },
      { type: "increment_variable", variable: "score", by: 1 },
    ]);
    expect(run.steps.map((s) => s.status)).toEqual(["skipped", "succeeded"]);
    expect(await readVariable(host, "score")).toBe(1);
  });

  it("stores a step's result in storeIn", async () => {
    await host.mutation(api.variables.create, { key: "last", type: "number", value: 0 });
    await runSteps(host, [
      { type: "increment_variable", variable: "score", by: 4, storeIn: "last" },
    ]);
    expect(await readVariable(host, "last")).toBe(5);
  });
});

describe("runs are stored", () => {
  it("runs:recent lists the host's runs newest first with trigger and times", async () => {
    const recent = await host.query(api.runs.recent, { limit: 3 });
    expect(recent).toHaveLength(3);
    const [newest, older] = recent;
    expect(newest && older && newest.createdAt >= older.createdAt).toBe(true);
    expect(newest?.trigger).toEqual({ kind: "host", by: hostId });
    expect(newest?.startedAt).toBeGreaterThan(0);
    expect(newest?.finishedAt).toBeGreaterThanOrEqual(newest?.startedAt ?? 0);
    expect(newest?.steps[0]).not.toHaveProperty("result");
  });
});
