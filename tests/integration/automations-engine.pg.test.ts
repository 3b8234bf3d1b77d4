import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { automation } from "@/db/schema";
import { api } from "@/lib/api";
import { LOOP_MAX_FIRINGS } from "@/server/automations/loop-guard";
import { setUpAutomationWorld } from "../support/automation-world";
import { waitFor } from "../support/wait-for";

/**
 * Automations fire their shortcuts (issue 6 item 5): variable and condition events,
 * schedules and intervals on a controlled clock, loop protection. Real runs, real runner.
 */
const world = setUpAutomationWorld();
const { startEngine, host, runsOf, settle } = world;

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
    const [row] = await world.h.database.db.select().from(automation).where(eq(automation.id, id));
    expect(row?.lastFiredAt).toBeInstanceOf(Date);
    // The chain stopped: n stays where the last run left it.
    const n = (await client.query(api.variables.list, {})).find((v) => v.key === "n")?.value;
    await new Promise((r) => setTimeout(r, 500));
    expect((await client.query(api.variables.list, {})).find((v) => v.key === "n")?.value).toBe(n);
  });
});
