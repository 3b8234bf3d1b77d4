import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { automation, syncPresence } from "@/db/schema";
import { api } from "@/lib/api";
import { AppError } from "@/lib/errors";
import {
  type AutomationEngine,
  startAutomationEngine,
} from "@/server/automations/automation-engine";
import type { EnqueueRun, FiringDeps } from "@/server/automations/fire-automation";
import { handleWebhook } from "@/server/automations/handle-webhook";
import { LOOP_MAX_FIRINGS } from "@/server/automations/loop-guard";
import { enqueueRun } from "@/server/runner/enqueue-run";
import { type DeckHarness, startDeckHarness } from "../support/deck-harness";
import { pair } from "../support/pairing-helpers";
import { channelFor } from "../support/sync-test-server";
import { waitFor } from "../support/wait-for";

/**
 * Automations fire their shortcuts (issue 6 item 5). The engine runs against the real
 * sync server's database and commit channel and queues real runs, which the harness's
 * runner executes.
 */
type Enqueued = Parameters<EnqueueRun>[1];
let h: DeckHarness;
let channel: string;
const engines: AutomationEngine[] = [];
let runs: Enqueued[] = [];

/** The real runner queue, watched: every run an automation asks for is recorded. */
const recordRun: EnqueueRun = async (db, args) => {
  runs.push(args);
  return enqueueRun(db, args);
};

beforeAll(async () => {
  h = await startDeckHarness();
  channel = channelFor(h.database.schema);
});
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop();
  runs = [];
});
afterAll(async () => {
  await h?.close();
});

async function startEngine(options: { now?: () => number; enqueue?: EnqueueRun } = {}) {
  const engine = startAutomationEngine({
    db: h.database.db,
    channel,
    enqueue: options.enqueue ?? recordRun,
    now: options.now,
    tickMs: null,
  });
  engines.push(engine);
  await engine.ready;
  return engine;
}

async function host(name: string) {
  const { id, client } = await h.signIn(name);
  const shortcutId = await client.mutation(api.shortcuts.create, {
    name: "Do it",
    steps: [{ type: "wait", ms: 1 }],
  });
  return { id, client, shortcutId };
}

function runsOf(automationId: string) {
  return runs.filter((r) => r.trigger.automationId === automationId);
}

/** Lets every engine hear and act on everything committed so far. */
async function settle() {
  await new Promise((r) => setTimeout(r, 150));
  for (const engine of engines) await engine.whenIdle();
}

describe("variable_changed", () => {
  it("fires once per change, not for a first sighting or an unchanged value", async () => {
    const { client, shortcutId } = await host("Vera");
    await client.mutation(api.variables.create, { key: "score", type: "number", value: 0 });
    const id = await client.mutation(api.automations.create, {
      name: "On score",
      events: [{ type: "variable_changed", variable: "score" }],
      shortcutId,
      rateLimitMs: 0,
    });
    await startEngine();
    await settle();
    expect(runsOf(id)).toHaveLength(0);

    await client.mutation(api.variables.set, { key: "score", value: 5 });
    await waitFor(() => runsOf(id).length === 1, { what: "one run" });
    expect(runsOf(id)[0]).toMatchObject({ shortcutId, trigger: { kind: "automation" } });
    await client.mutation(api.variables.set, { key: "score", value: 5 });
    await settle();
    expect(runsOf(id)).toHaveLength(1);

    const list = await client.query(api.automations.list, {});
    expect(list.find((a) => a.id === id)?.lastFiredAt).toEqual(expect.any(Number));
  });

  it("with two engines on one database fires each change exactly once", async () => {
    const { client, shortcutId } = await host("Twin");
    await client.mutation(api.variables.create, { key: "level", type: "number", value: 0 });
    const id = await client.mutation(api.automations.create, {
      name: "On level",
      events: [{ type: "variable_changed", variable: "level" }],
      shortcutId,
      rateLimitMs: 0,
    });
    await startEngine();
    await startEngine();
    await settle();
    for (const value of [1, 2, 3]) {
      await client.mutation(api.variables.set, { key: "level", value });
      await waitFor(() => runsOf(id).length === value, { what: `run ${value}` });
      await settle();
    }
    expect(runsOf(id)).toHaveLength(3);
  });

  it("checks every condition before firing", async () => {
    const { client, shortcutId } = await host("Cond");
    await client.mutation(api.variables.create, { key: "live", type: "boolean", value: false });
    await client.mutation(api.variables.create, { key: "viewers", type: "number", value: 0 });
    const id = await client.mutation(api.automations.create, {
      name: "Crowd while live",
      events: [{ type: "variable_changed", variable: "viewers" }],
      conditions: [{ expression: "live" }, { expression: "viewers > 10" }],
      shortcutId,
      rateLimitMs: 0,
    });
    await startEngine();
    await settle();
    await client.mutation(api.variables.set, { key: "viewers", value: 50 });
    await settle();
    expect(runsOf(id)).toHaveLength(0);
    await client.mutation(api.variables.set, { key: "live", value: true });
    await client.mutation(api.variables.set, { key: "viewers", value: 60 });
    await waitFor(() => runsOf(id).length === 1, { what: "fired once conditions hold" });
  });
});

describe("condition_true", () => {
  it("fires on the false → true edge only", async () => {
    const { client, shortcutId } = await host("Edge");
    await client.mutation(api.variables.create, { key: "temp", type: "number", value: 10 });
    const id = await client.mutation(api.automations.create, {
      name: "Hot",
      events: [{ type: "condition_true", expression: "temp > 30" }],
      shortcutId,
      rateLimitMs: 0,
    });
    await startEngine();
    await settle();
    await client.mutation(api.variables.set, { key: "temp", value: 35 });
    await waitFor(() => runsOf(id).length === 1, { what: "edge up" });
    await client.mutation(api.variables.set, { key: "temp", value: 40 });
    await settle();
    expect(runsOf(id)).toHaveLength(1);
    await client.mutation(api.variables.set, { key: "temp", value: 20 });
    await settle();
    await client.mutation(api.variables.set, { key: "temp", value: 31 });
    await waitFor(() => runsOf(id).length === 2, { what: "second edge up" });
  });
});

describe("schedule and interval", () => {
  it("fires a cron in the host's timezone by a controlled clock, once across engines", async () => {
    const { client, shortcutId } = await host("Clock");
    await client.mutation(api.settings.update, { timezone: "Europe/Paris" });
    const id = await client.mutation(api.automations.create, {
      name: "Morning",
      events: [{ type: "schedule", cron: "0 9 * * *" }],
      shortcutId,
      rateLimitMs: 0,
    });
    // 09:00 in Paris in January is 08:00 UTC.
    let now = Date.parse("2026-01-05T07:59:30Z");
    const first = await startEngine({ now: () => now });
    const second = await startEngine({ now: () => now });
    now = Date.parse("2026-01-05T07:59:59Z");
    await Promise.all([first.tick(), second.tick()]);
    expect(runsOf(id)).toHaveLength(0);
    now = Date.parse("2026-01-05T08:00:01Z");
    await Promise.all([first.tick(), second.tick()]);
    expect(runsOf(id)).toHaveLength(1);
    expect(runsOf(id)[0]?.input).toEqual({ firedAt: "2026-01-05T08:00:00.000Z" });
    now = Date.parse("2026-01-05T08:30:00Z");
    await Promise.all([first.tick(), second.tick()]);
    expect(runsOf(id)).toHaveLength(1);
    now = Date.parse("2026-01-06T08:00:00Z");
    await Promise.all([first.tick(), second.tick()]);
    expect(runsOf(id)).toHaveLength(2);
  });

  it("a schedule's own timezone wins over the host's", async () => {
    const { client, shortcutId } = await host("Tokyo");
    const id = await client.mutation(api.automations.create, {
      name: "Tokyo noon",
      events: [{ type: "schedule", cron: "0 12 * * *", timezone: "Asia/Tokyo" }],
      shortcutId,
      rateLimitMs: 0,
    });
    let now = Date.parse("2026-01-05T02:59:00Z");
    const engine = await startEngine({ now: () => now });
    now = Date.parse("2026-01-05T03:00:00Z");
    await engine.tick();
    expect(runsOf(id)).toHaveLength(1);
  });

  it("fires intervals on epoch-aligned instants", async () => {
    const { client, shortcutId } = await host("Tick");
    const id = await client.mutation(api.automations.create, {
      name: "Every minute",
      events: [{ type: "interval", ms: 60_000 }],
      shortcutId,
      rateLimitMs: 0,
    });
    let now = 1_800_000_030_000;
    const engine = await startEngine({ now: () => now });
    now += 20_000;
    await engine.tick();
    expect(runsOf(id)).toHaveLength(0);
    now += 20_000;
    await engine.tick();
    expect(runsOf(id)).toHaveLength(1);
  });
});

describe("client_connected and agent_online", () => {
  async function connect(hostId: string, connectionId: string, platform: string) {
    await h.database.db
      .insert(syncPresence)
      .values({ connectionId, processId: "test-process", userId: hostId, platform });
  }

  it("fires once per newly connected device and on the agent coming online", async () => {
    const { id: hostId, client, shortcutId } = await host("Devices");
    await connect(hostId, "already-there", "Mozilla/5.0 (iPhone)");
    const onClient = await client.mutation(api.automations.create, {
      name: "Hello device",
      events: [{ type: "client_connected" }],
      shortcutId,
      rateLimitMs: 0,
    });
    const onAgent = await client.mutation(api.automations.create, {
      name: "Agent back",
      events: [{ type: "agent_online" }],
      shortcutId,
      rateLimitMs: 0,
    });
    let now = Date.now();
    const first = await startEngine({ now: () => now });
    const second = await startEngine({ now: () => now });
    const tickBoth = async () => {
      now += 5_000;
      await Promise.all([first.tick(), second.tick()]);
    };
    await tickBoth();
    // Devices online before the automation was watched are a baseline.
    expect(runsOf(onClient)).toHaveLength(0);
    expect(runsOf(onAgent)).toHaveLength(0);

    await connect(hostId, "tablet-1", "Mozilla/5.0 (iPad)");
    await tickBoth();
    await tickBoth();
    expect(runsOf(onClient)).toHaveLength(1);
    expect(runsOf(onClient)[0]?.input).toMatchObject({ connectionId: "tablet-1" });

    await connect(hostId, "agent-1", "agent");
    await tickBoth();
    await tickBoth();
    expect(runsOf(onAgent)).toHaveLength(1);
    // The agent is not a client device.
    expect(runsOf(onClient)).toHaveLength(1);
  });
  it("counts devices of active clients, not those of strangers or pending clients", async () => {
    const { id: hostId, client, shortcutId } = await host("Streamer");
    const phone = await h.signIn("Phone owner");
    const pending = await h.signIn("Pending owner");
    const stranger = await h.signIn("Stranger");
    await pair(client, phone.client);
    await pair(client, pending.client, { approve: false });
    const id = await client.mutation(api.automations.create, {
      name: "Say hello",
      events: [{ type: "client_connected" }],
      shortcutId,
      rateLimitMs: 0,
    });
    let now = Date.now();
    const engine = await startEngine({ now: () => now });
    const tick = async () => {
      now += 5_000;
      await engine.tick();
    };
    await tick();
    await connect(stranger.id, "stranger-tab", "Mozilla/5.0 (X11)");
    await connect(pending.id, "pending-phone", "Mozilla/5.0 (Android)");
    await tick();
    await tick();
    expect(runsOf(id)).toHaveLength(0);
    expect(hostId).not.toBe(phone.id);
    await connect(phone.id, "client-phone", "Mozilla/5.0 (iPhone)");
    await tick();
    await tick();
    expect(runsOf(id)).toHaveLength(1);
    expect(runsOf(id)[0]?.input).toMatchObject({ connectionId: "client-phone" });
  });
});

describe("button_pressed", () => {
  it("fires from buttons:press, once per press", async () => {
    const { client, shortcutId } = await host("Presser");
    const screenId = await client.mutation(api.screens.create, { name: "Deck" });
    const buttonId = await client.mutation(api.buttons.create, { screenId, x: 0, y: 0 });
    const id = await client.mutation(api.automations.create, {
      name: "On press",
      events: [{ type: "button_pressed", buttonId }],
      shortcutId,
      rateLimitMs: 0,
    });
    await startEngine();
    const [before] = await h.database.db.select().from(automation).where(eq(automation.id, id));
    expect(before?.lastFiredAt).toBeNull();
    await client.mutation(api.buttons.press, { buttonId });
    await client.mutation(api.buttons.press, { buttonId, event: "release" });
    const list = await client.query(api.automations.list, {});
    expect(list.find((a) => a.id === id)?.lastFiredAt).toEqual(expect.any(Number));
    const recent = await client.query(api.runs.recent, {});
    expect(recent.filter((r) => r.trigger.automationId === id)).toHaveLength(1);
  });
});

describe("webhook", () => {
  async function webhookAutomation() {
    const { client } = await host("Hook");
    await client.mutation(api.variables.create, { key: "donor", type: "string", value: "" });
    const shortcutId = await client.mutation(api.shortcuts.create, {
      name: "Thank",
      steps: [
        { type: "set_variable", variable: "donor", value: "{{input.name}} gave {{input.amount}}" },
      ],
    });
    const id = await client.mutation(api.automations.create, {
      name: "Donation",
      events: [{ type: "webhook" }],
      shortcutId,
      rateLimitMs: 0,
    });
    const row = (await client.query(api.automations.list, {})).find((a) => a.id === id);
    const event = row?.events.find((e) => e.type === "webhook");
    const secret = event && "secret" in event ? event.secret : "";
    expect(secret).toMatch(/^[\w-]{20,}$/);
    return { id, secret, client };
  }
  const deps = (): FiringDeps => ({
    db: h.database.db,
    channel,
    now: Date.now,
    enqueue: recordRun,
  });
  const post = (id: string, init: { secret?: string; query?: string; body?: string }) =>
    new Request(`http://deckbot.test/api/hooks/${id}${init.query ?? ""}`, {
      method: "POST",
      headers: init.secret ? { "x-deckbot-secret": init.secret } : {},
      body: init.body,
    });
  async function refusal(call: Promise<unknown>) {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }

  it("refuses a missing or wrong secret and fires nothing", async () => {
    const { id } = await webhookAutomation();
    expect(await refusal(handleWebhook(post(id, {}), id, deps()))).toBe("UNAUTHENTICATED");
    expect(await refusal(handleWebhook(post(id, { secret: "nope" }), id, deps()))).toBe(
      "FORBIDDEN",
    );
    expect(
      await refusal(handleWebhook(post("not-an-id", { secret: "x" }), "not-an-id", deps())),
    ).toBe("FORBIDDEN");
    expect(runsOf(id)).toHaveLength(0);
  });

  it("with the right secret fires with the JSON body as input to templates", async () => {
    const { id, secret, client } = await webhookAutomation();
    const answer = await handleWebhook(
      post(id, { secret, body: JSON.stringify({ name: "Ann", amount: 5 }) }),
      id,
      deps(),
    );
    expect(answer).toEqual({ status: 202, body: { fired: true, runId: expect.any(String) } });
    expect(runsOf(id)).toEqual([
      expect.objectContaining({
        trigger: expect.objectContaining({ kind: "webhook", automationId: id }),
        input: { name: "Ann", amount: 5 },
      }),
    ]);
    await waitFor(
      async () =>
        (await client.query(api.variables.list, {})).find((v) => v.key === "donor")?.value ===
        "Ann gave 5",
      { what: "the run wrote the webhook body through a template" },
    );
    const byQuery = await handleWebhook(post(id, { query: `?secret=${secret}` }), id, deps());
    expect(byQuery.body.fired).toBe(true);
  });

  it("refuses bodies that are not a JSON object or are too large", async () => {
    const { id, secret } = await webhookAutomation();
    const send = (body: string) => handleWebhook(post(id, { secret, body }), id, deps());
    expect(await refusal(send("not json"))).toBe("INVALID_ARGUMENT");
    expect(await refusal(send("[1,2]"))).toBe("INVALID_ARGUMENT");
    expect(await refusal(send(JSON.stringify({ pad: "x".repeat(70_000) })))).toBe(
      "PAYLOAD_TOO_LARGE",
    );
    // Chunked, with no Content-Length: still stopped at the cap.
    const chunked = new Request(`http://deckbot.test/api/hooks/${id}`, {
      method: "POST",
      headers: { "x-deckbot-secret": secret },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 100; i++)
            controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await refusal(handleWebhook(chunked, id, deps()))).toBe("PAYLOAD_TOO_LARGE");
    expect(runsOf(id)).toHaveLength(0);
  });
});

describe("loop protection", () => {
  it("stops an automation whose shortcut retriggers it, with a logged reason", async () => {
    const { client } = await host("Loop");
    await client.mutation(api.variables.create, { key: "n", type: "number", value: 0 });
    const bump = await client.mutation(api.shortcuts.create, {
      name: "Bump n",
      steps: [{ type: "increment_variable", variable: "n", by: 1 }],
    });
    const id = await client.mutation(api.automations.create, {
      name: "Feedback",
      events: [{ type: "variable_changed", variable: "n" }],
      shortcutId: bump,
      rateLimitMs: 0,
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await startEngine();
    await settle();
    await client.mutation(api.variables.set, { key: "n", value: 1 });
    await waitFor(() => warn.mock.calls.some((c) => String(c[0]).includes("loop protection")), {
      what: "loop protection logged",
    });
    await settle();
    await new Promise((r) => setTimeout(r, 500));
    await settle();
    expect(runsOf(id)).toHaveLength(LOOP_MAX_FIRINGS);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"Feedback"');
    warn.mockRestore();
    const [row] = await h.database.db.select().from(automation).where(eq(automation.id, id));
    expect(row?.lastFiredAt).toBeInstanceOf(Date);
    // The chain stopped: n stays where the last run left it.
    const n = (await client.query(api.variables.list, {})).find((v) => v.key === "n")?.value;
    await new Promise((r) => setTimeout(r, 500));
    expect((await client.query(api.variables.list, {})).find((v) => v.key === "n")?.value).toBe(n);
  });
});
