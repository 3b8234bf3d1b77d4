import { afterAll, afterEach, beforeAll } from "vitest";
import { api } from "@/lib/api";
import {
  type AutomationEngine,
  startAutomationEngine,
} from "@/server/automations/automation-engine";
import type { EnqueueRun } from "@/server/automations/fire-automation";
import { enqueueRun } from "@/server/runner/enqueue-run";
import { type DeckHarness, startDeckHarness } from "./deck-harness";
import { channelFor } from "./sync-test-server";

type Enqueued = Parameters<EnqueueRun>[1];

/**
 * One test file's automation world (issue 6 item 5): the real sync server, runner and
 * database, engines started on demand with an injectable clock, and every run an
 * automation asks for recorded before it is queued for real.
 */
export function setUpAutomationWorld() {
  let harness: DeckHarness | undefined;
  let channel = "";
  const engines: AutomationEngine[] = [];
  let runs: Enqueued[] = [];

  const recordRun: EnqueueRun = async (db, args) => {
    runs.push(args);
    return enqueueRun(db, args);
  };

  beforeAll(async () => {
    harness = await startDeckHarness();
    channel = channelFor(harness.database.schema);
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.stop();
    runs = [];
  });
  afterAll(async () => {
    await harness?.close();
  });

  const world = {
    get h(): DeckHarness {
      if (!harness) throw new Error("The automation world starts in beforeAll");
      return harness;
    },
    get channel() {
      return channel;
    },
    /** The recording enqueue the engines use by default. */
    recordRun,
    async startEngine(options: { now?: () => number; enqueue?: EnqueueRun } = {}) {
      const engine = startAutomationEngine({
        db: world.h.database.db,
        channel,
        enqueue: options.enqueue ?? recordRun,
        now: options.now,
        tickMs: null,
      });
      engines.push(engine);
      await engine.ready;
      return engine;
    },
    /** A signed-in host with a trivial shortcut to fire. */
    async host(name: string) {
      const { id, client } = await world.h.signIn(name);
      const shortcutId = await client.mutation(api.shortcuts.create, {
        name: "Do it",
        steps: [{ type: "wait", ms: 1 }],
      });
      return { id, client, shortcutId };
    },
    runsOf(automationId: string) {
      return runs.filter((r) => r.trigger.automationId === automationId);
    },
    /** Lets every engine hear and act on everything committed so far. */
    async settle() {
      await new Promise((r) => setTimeout(r, 150));
      for (const engine of engines) await engine.whenIdle();
    },
  };
  return world;
}
