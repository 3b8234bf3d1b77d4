import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentJob } from "@/db/schema";
import { api } from "@/lib/api";
import { type DeckHarness, expectCode, startDeckHarness } from "../support/deck-harness";
import { createShortcut, waitForRun } from "../support/run-helpers";

/**
 * Authorization for every runner function (owner, another signed-in user, anonymous) and
 * bad arguments → INVALID_ARGUMENT.
 */
let h: DeckHarness;
let owner: ConvexClient;
let stranger: ConvexClient;
let anon: ConvexClient;
let ownerId: string;
const ids = { shortcut: "", button: "", run: "", job: "" };

beforeAll(async () => {
  h = await startDeckHarness();
  const ann = await h.signIn("Ann");
  owner = ann.client;
  ownerId = ann.id;
  stranger = (await h.signIn("Mallory")).client;
  anon = h.anonymous();
  const screenId = await owner.mutation(api.screens.create, { name: "Mine" });
  ids.shortcut = await createShortcut(owner, [{ type: "wait", ms: 0 }]);
  ids.button = await owner.mutation(api.buttons.create, {
    screenId,
    x: 0,
    y: 0,
    shortcutId: ids.shortcut,
  });
  ids.run = (await owner.mutation(api.shortcuts.run, { shortcutId: ids.shortcut }))?.runId ?? "";
  await waitForRun(owner, ids.run);
  // A job as the runner would queue it for an online agent.
  ids.job = "job-1";
  await h.database.db.insert(agentJob).values({
    id: ids.job,
    hostId: ownerId,
    runId: ids.run,
    stepIndex: 0,
    step: { type: "type_text", text: "hi" },
  });
});
afterAll(async () => {
  await h?.close();
});

type Call = (c: ConvexClient) => Promise<unknown>;
const guarded: [string, Call][] = [
  ["shortcuts:run", (c) => c.mutation(api.shortcuts.run, { shortcutId: ids.shortcut })],
  ["buttons:press", (c) => c.mutation(api.buttons.press, { buttonId: ids.button })],
  ["runs:get", (c) => c.query(api.runs.get, { runId: ids.run })],
  ["runs:clientEvents", (c) => c.query(api.runs.clientEvents, { hostId: ownerId })],
  ["agent:claim", (c) => c.mutation(api.agent.claim, { jobId: ids.job })],
  ["agent:complete", (c) => c.mutation(api.agent.complete, { jobId: ids.job, ok: true })],
];

describe("another user", () => {
  it.each(guarded)("%s is FORBIDDEN", async (_name, call) => {
    await expectCode(call(stranger), "FORBIDDEN");
  });

  it("runs:recent and agent:jobs show only the caller's own", async () => {
    expect(await stranger.query(api.runs.recent, {})).toEqual([]);
    expect(await stranger.query(api.agent.jobs, {})).toEqual([]);
  });
});

describe("anonymous", () => {
  const all: [string, Call][] = [
    ...guarded,
    ["runs:recent", (c) => c.query(api.runs.recent, {})],
    ["agent:jobs", (c) => c.query(api.agent.jobs, {})],
  ];
  it.each(all)("%s is UNAUTHENTICATED", async (_name, call) => {
    await expectCode(call(anon), "UNAUTHENTICATED");
  });
});

describe("the owner", () => {
  it("sees runs, client events and jobs, and may claim and complete", async () => {
    expect((await owner.query(api.runs.recent, {})).map((r) => r.id)).toContain(ids.run);
    expect((await owner.query(api.runs.get, { runId: ids.run })).status).toBe("succeeded");
    expect(await owner.query(api.runs.clientEvents, { hostId: ownerId })).toEqual([]);
    expect((await owner.query(api.agent.jobs, {})).map((j) => j.id)).toEqual([ids.job]);
    expect((await owner.mutation(api.agent.claim, { jobId: ids.job }))?.id).toBe(ids.job);
    expect(await owner.mutation(api.agent.complete, { jobId: ids.job, ok: true })).toBeNull();
    expect(await owner.mutation(api.buttons.press, { buttonId: ids.button })).not.toBeNull();
  });
});

describe("missing rows", () => {
  it.each<[string, Call]>([
    ["shortcuts:run", (c) => c.mutation(api.shortcuts.run, { shortcutId: "nope" })],
    ["buttons:press", (c) => c.mutation(api.buttons.press, { buttonId: "nope" })],
    ["runs:get", (c) => c.query(api.runs.get, { runId: "nope" })],
    ["agent:claim", (c) => c.mutation(api.agent.claim, { jobId: "nope" })],
  ])("%s is NOT_FOUND", async (_name, call) => {
    await expectCode(call(owner), "NOT_FOUND");
  });
});

describe("bad arguments", () => {
  // Deliberately wrong shapes go through `never` casts: the typed API would refuse them.
  it.each<[string, Call]>([
    ["run without a shortcut id", (c) => c.mutation(api.shortcuts.run, {} as never)],
    ["run with a numeric id", (c) => c.mutation(api.shortcuts.run, { shortcutId: 5 as never })],
    [
      "press with an unknown event",
      (c) => c.mutation(api.buttons.press, { buttonId: ids.button, event: "tap" as never }),
    ],
    [
      "press with a text value",
      (c) => c.mutation(api.buttons.press, { buttonId: ids.button, value: "loud" as never }),
    ],
    ["recent with limit 0", (c) => c.query(api.runs.recent, { limit: 0 })],
    ["recent with limit 1000", (c) => c.query(api.runs.recent, { limit: 1000 })],
    ["get with an empty id", (c) => c.query(api.runs.get, { runId: "" })],
    ["client events without a host", (c) => c.query(api.runs.clientEvents, {} as never)],
    [
      "complete with ok as text",
      (c) => c.mutation(api.agent.complete, { jobId: ids.job, ok: "yes" as never }),
    ],
    [
      "claim with a huge agent name",
      (c) => c.mutation(api.agent.claim, { jobId: ids.job, agentName: "x".repeat(500) }),
    ],
  ])("%s is INVALID_ARGUMENT", async (_name, call) => {
    await expectCode(call(owner), "INVALID_ARGUMENT");
  });
});
