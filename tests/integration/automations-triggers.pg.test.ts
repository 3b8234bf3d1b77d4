import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { automation, syncPresence } from "@/db/schema";
import { api } from "@/lib/api";
import { AppError } from "@/lib/errors";
import type { FiringDeps } from "@/server/automations/fire-automation";
import { handleWebhook } from "@/server/automations/handle-webhook";
import { setUpAutomationWorld } from "../support/automation-world";
import { pair } from "../support/pairing-helpers";
import { waitFor } from "../support/wait-for";

/**
 * Automations fired from outside the commit stream (issue 6 item 5): device presence,
 * button presses and webhooks. Real runs, real runner.
 */
const world = setUpAutomationWorld();
const { startEngine, host, runsOf, recordRun } = world;

describe("client_connected and agent_online", () => {
  async function connect(hostId: string, connectionId: string, platform: string) {
    await world.h.database.db
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
    const phone = await world.h.signIn("Phone owner");
    const pending = await world.h.signIn("Pending owner");
    const stranger = await world.h.signIn("Stranger");
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
    const [before] = await world.h.database.db
      .select()
      .from(automation)
      .where(eq(automation.id, id));
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
    db: world.h.database.db,
    channel: world.channel,
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
