import http from "node:http";
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import { type DeckHarness, startDeckHarness } from "../support/deck-harness";
import { createShortcut, readVariable, runSteps } from "../support/run-helpers";

/** HTTP, wait, if/else, run_shortcut, notify, switch_screen and set_button_state steps. */
let h: DeckHarness;
let host: ConvexClient;
let hostId: string;
let target: http.Server;
let base = "";
const received: { method: string; url: string; body: string; auth: string }[] = [];

beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        body,
        auth: req.headers.authorization ?? "",
      });
      if (req.url === "/json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ viewers: 42, scene: "live" }));
      } else if (req.url === "/text") {
        res.writeHead(201, { "content-type": "text/plain" });
        res.end("hello there");
      } else if (req.url === "/big") {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("x".repeat(200_000));
      } else if (req.url === "/slow") {
        setTimeout(() => res.end("late"), 3_000);
      } else {
        res.writeHead(404, "Not Found").end("missing");
      }
    });
  });
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  const address = target.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  h = await startDeckHarness();
  const ann = await h.signIn("Ann");
  host = ann.client;
  hostId = ann.id;
  await host.mutation(api.variables.create, { key: "score", type: "number", value: 3 });
  await host.mutation(api.variables.create, { key: "scene", type: "string", value: "intro" });
  await host.mutation(api.variables.create, { key: "stats", type: "json", value: null });
  await host.mutation(api.variables.create, { key: "page", type: "string", value: "" });
});
afterAll(async () => {
  await h?.close();
  target?.closeAllConnections();
  await new Promise<void>((resolve) => target?.close(() => resolve()) ?? resolve());
});

describe("http_request", () => {
  it("sends the rendered request and stores a JSON response", async () => {
    const run = await runSteps(host, [
      {
        type: "http_request",
        method: "POST",
        url: `${base}/json`,
        headers: { authorization: "Bearer {{scene}}" },
        body: '{"score": {{score}}}',
        timeoutMs: 5_000,
        storeIn: "stats",
      },
    ]);
    expect(run.status).toBe("succeeded");
    expect(received.at(-1)).toMatchObject({
      method: "POST",
      url: "/json",
      body: '{"score": 3}',
      auth: "Bearer intro",
    });
    expect(run.steps[0]?.result).toMatchObject({ status: 200, body: { viewers: 42 } });
    expect(await readVariable(host, "stats")).toEqual({ viewers: 42, scene: "live" });
  });

  it("stores a text body into a string variable", async () => {
    const run = await runSteps(host, [
      {
        type: "http_request",
        method: "GET",
        url: `${base}/text`,
        headers: {},
        timeoutMs: 5_000,
        storeIn: "page",
      },
    ]);
    expect(run.steps[0]?.result).toMatchObject({ status: 201, body: "hello there" });
    expect(await readVariable(host, "page")).toBe("hello there");
  });

  it("keeps at most 64 KiB of a large body and previews it in the log", async () => {
    const run = await runSteps(host, [
      { type: "http_request", method: "GET", url: `${base}/big`, headers: {}, timeoutMs: 5_000 },
    ]);
    expect(run.status).toBe("succeeded");
    const result = run.steps[0]?.result as { status: number; body: string; truncated: boolean };
    expect(result.truncated).toBe(true);
    expect(result.body).toHaveLength(2001);
    const stored = await runSteps(host, [
      {
        type: "http_request",
        method: "GET",
        url: `${base}/big`,
        headers: {},
        timeoutMs: 5_000,
        storeIn: "page",
      },
    ]);
    expect(stored.error).toMatch(/failed: The value is longer than 10000 characters for 'page'$/);
  });

  it("fails the step on a non-2xx status, naming the status", async () => {
    const run = await runSteps(host, [
      { type: "http_request", method: "GET", url: `${base}/nope`, headers: {}, timeoutMs: 5_000 },
    ]);
    expect(run.status).toBe("failed");
    expect(run.error).toBe(`Step 1 (GET ${base}/nope) failed: HTTP 404 Not Found`);
  });

  it("fails the step when the server does not answer in time", async () => {
    const run = await runSteps(host, [
      { type: "http_request", method: "GET", url: `${base}/slow`, headers: {}, timeoutMs: 300 },
    ]);
    expect(run.status).toBe("failed");
    expect(run.error).toMatch(/failed: No response within 0\.3 s$/);
  });

  it("refuses URLs that are not http(s)", async () => {
    const run = await runSteps(host, [
      {
        type: "http_request",
        method: "GET",
        url: "file:///etc/passwd",
        headers: {},
        timeoutMs: 1_000,
      },
    ]);
    expect(run.error).toMatch(/failed: Only http and https URLs can be requested$/);
  });
});

describe("wait, if and run_shortcut", () => {
  it("wait succeeds after its time", async () => {
    const run = await runSteps(host, [{ type: "wait", ms: 150 }]);
    const step = run.steps[0];
    expect(step?.status).toBe("succeeded");
    expect((step?.finishedAt ?? 0) - (step?.startedAt ?? 0)).toBeGreaterThanOrEqual(140);
  });

  it("if runs `then` when every condition holds and `else` otherwise", async () => {
    await host.mutation(api.variables.set, { key: "score", value: 3 });
    const steps = (match: "all" | "any") => [
      {
        type: "if" as const,
        match,
        conditions: [{ expression: "score > 2" }, { expression: 'scene == "live"' }],
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored shape, never awaited.
        then: [{ type: "set_variable" as const, variable: "page", value: `then-${match}` }],
        else: [{ type: "set_variable" as const, variable: "page", value: `else-${match}` }],
      },
    ];
    const all = await runSteps(host, steps("all"));
    expect(all.steps[0]?.result).toEqual({ branch: "else" });
    expect(await readVariable(host, "page")).toBe("else-all");
    await runSteps(host, steps("any"));
    expect(await readVariable(host, "page")).toBe("then-any");
  });

  it("a failing step inside a branch is named inside the if step's message", async () => {
    const run = await runSteps(host, [
      {
        type: "if",
        match: "all",
        conditions: [{ expression: "true" }],
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored shape, never awaited.
        then: [
          { type: "wait", ms: 0 },
          { type: "increment_variable", variable: "scene", by: 1 },
        ],
        else: [],
      },
    ]);
    expect(run.error).toBe(
      "Step 1 (If) failed: Step 2 (Increment scene) failed: 'scene' is not a number variable",
    );
  });

  it("a condition that cannot be evaluated fails the step", async () => {
    const run = await runSteps(host, [
      // biome-ignore lint/suspicious/noThenProperty: the if step's stored shape, never awaited.
      { type: "if", match: "all", conditions: [{ expression: "nosuch(1)" }], then: [], else: [] },
    ]);
    expect(run.status).toBe("failed");
    expect(run.error).toMatch(/^Step 1 \(If\) failed: Condition 'nosuch\(1\)': /);
  });

  it("run_shortcut runs another shortcut's steps", async () => {
    await host.mutation(api.variables.set, { key: "score", value: 0 });
    const inner = await createShortcut(
      host,
      [{ type: "increment_variable", variable: "score", by: 10 }],
      {
        name: "Inner",
      },
    );
    const run = await runSteps(host, [{ type: "run_shortcut", shortcutId: inner }]);
    expect(run.status).toBe("succeeded");
    expect(run.steps[0]?.result).toEqual({ shortcut: "Inner" });
    expect(await readVariable(host, "score")).toBe(10);
  });

  it("a shortcut calling itself stops at the depth limit with a clear error", async () => {
    await host.mutation(api.variables.set, { key: "score", value: 0 });
    const loop = await createShortcut(host, [], { name: "Loop" });
    await host.mutation(api.shortcuts.update, {
      shortcutId: loop,
      steps: [
        { type: "increment_variable", variable: "score", by: 1 },
        { type: "run_shortcut", shortcutId: loop },
      ],
    });
    const queued = await host.mutation(api.shortcuts.run, { shortcutId: loop });
    const { waitForRun } = await import("../support/run-helpers");
    const run = await waitForRun(host, queued?.runId ?? "");
    expect(run.status).toBe("failed");
    expect(run.error).toContain("Shortcuts call each other more than 8 levels deep");
    expect(
      run.error?.startsWith("Step 2 (Run shortcut) failed: Step 2 (Run shortcut) failed:"),
    ).toBe(true);
    // The top level plus eight nested levels each incremented once before the limit.
    expect(await readVariable(host, "score")).toBe(9);
  });

  it("run_shortcut of a missing shortcut fails", async () => {
    const run = await runSteps(host, [{ type: "run_shortcut", shortcutId: "missing" }]);
    expect(run.error).toBe("Step 1 (Run shortcut) failed: The shortcut to run does not exist");
  });
});

describe("client steps and button state", () => {
  it("notify and switch_screen reach runs:clientEvents, oldest first", async () => {
    const screenId = await host.mutation(api.screens.create, { name: "Scores" });
    await host.mutation(api.variables.set, { key: "score", value: 7 });
    const run = await runSteps(host, [
      { type: "notify", message: "Score {{score}}", level: "success" },
      { type: "switch_screen", screenId },
    ]);
    expect(run.status).toBe("succeeded");
    const events = await host.query(api.runs.clientEvents, { hostId });
    expect(events.slice(-2).map(({ id: _id, createdAt: _at, ...rest }) => rest)).toEqual([
      { kind: "notify", message: "Score 7", level: "success" },
      { kind: "switch_screen", screenId },
    ]);
  });

  it("switch_screen to a screen that is not the host's fails", async () => {
    const run = await runSteps(host, [{ type: "switch_screen", screenId: "elsewhere" }]);
    expect(run.error).toBe("Step 1 (Switch screen) failed: The screen to switch to does not exist");
  });

  it("set_button_state changes the state the screen renders", async () => {
    const screenId = await host.mutation(api.screens.create, { name: "States" });
    const buttonId = await host.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 0,
      label: "Mic",
      states: {
        mode: "cycle",
        list: [{ style: { label: "Mic on" } }, { style: { label: "Mic off" } }],
      },
    });
    const render = async () =>
      (await host.query(api.screens.render, { screenId })).buttons.find((b) => b.id === buttonId);
    expect((await render())?.label).toBe("Mic on");
    const run = await runSteps(host, [{ type: "set_button_state", buttonId, state: 1 }]);
    expect(run.status).toBe("succeeded");
    expect((await render())?.label).toBe("Mic off");
    const bad = await runSteps(host, [{ type: "set_button_state", buttonId, state: 5 }]);
    expect(bad.error).toBe("Step 1 (Set button state) failed: The button has no state 6");
  });
});
