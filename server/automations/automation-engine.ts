import "server-only";
import { eq } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "@/db/client";
import { automation } from "@/db/schema";
import { getHostTimezone } from "@/server/functions/settings-store";
import { DEFAULT_COMMIT_CHANNEL } from "@/server/sync/announce-writes";
import { readClock } from "@/server/sync/clock";
import { CommitListener } from "@/server/sync/commit-listener";
import { CLOCK_TABLE } from "@/server/sync/minute-tick";
import {
  evaluatePresenceEvents,
  listOnlineSockets,
  watchesPresence,
} from "./evaluate-presence-events";
import { evaluateTimerEvents, hasTimers } from "./evaluate-timer-events";
import { evaluateVariableEvents } from "./evaluate-variable-events";
import type { AutomationRow, EnqueueRun, FiringDeps } from "./fire-automation";

export type AutomationEngineOptions = {
  db: Database;
  enqueue: EnqueueRun;
  channel?: string;
  /** The engine's clock (ms); tests pass a controlled one. */
  now?: () => number;
  /** How often timers are checked; null = never by itself (tests call `tick()`). */
  tickMs?: number | null;
  /** How often presence (client_connected, agent_online) is looked at. */
  presencePollMs?: number;
};

export type AutomationEngine = {
  /** Resolves once the engine listens and has loaded every automation. */
  ready: Promise<void>;
  /** Checks schedules, intervals and presence up to the clock's now. */
  tick: () => Promise<void>;
  /** Resolves when no work is queued. */
  whenIdle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Fires automations (DESIGN §4). One engine per server process; several may share a
 * database and each firing still happens once (advance-state.ts, claim-firing.ts).
 *
 * - Variable changes and conditions: the engine LISTENs on the sync commit channel, so
 *   every writer (variables:set, the runner, imports) is seen in one place. A write of
 *   `variable/host=H` re-reads H's values; the minute tick re-reads hosts with conditions.
 * - Schedules and intervals: checked every tick against the engine's clock.
 * - Presence: sync presence is polled for hosts that watch clients or the agent.
 * - Webhooks and button presses come from their handlers (handle-webhook.ts,
 *   fire-button-pressed.ts), not from here.
 * Work runs one item at a time, in order.
 */
export function startAutomationEngine(options: AutomationEngineOptions): AutomationEngine {
  const { db } = options;
  const channel = options.channel ?? DEFAULT_COMMIT_CHANNEL;
  const now = options.now ?? Date.now;
  const deps: FiringDeps = { db, channel, now, enqueue: options.enqueue };
  const pollMs = options.presencePollMs ?? 2_000;
  const byHost = new Map<string, AutomationRow[]>();
  const timezones = new Map<string, string>();
  let lastTick = now();
  let lastPresence = 0;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  function queue(what: string, work: () => Promise<void>): Promise<void> {
    const next = chain.then(async () => {
      if (stopped) return;
      try {
        await work();
      } catch (error) {
        console.error(
          `[automations] ${what} failed:`,
          error instanceof Error ? error.message : error,
        );
      }
    });
    chain = next;
    return next;
  }

  async function reloadAll() {
    const rows = await db.select().from(automation);
    byHost.clear();
    timezones.clear();
    for (const row of rows) byHost.set(row.hostId, [...(byHost.get(row.hostId) ?? []), row]);
  }

  async function reloadHost(hostId: string) {
    const rows = await db.select().from(automation).where(eq(automation.hostId, hostId));
    if (rows.length > 0) byHost.set(hostId, rows);
    else byHost.delete(hostId);
  }

  async function evaluateHosts(hostIds: Iterable<string>, only?: (row: AutomationRow) => boolean) {
    for (const hostId of hostIds) {
      const rows = (byHost.get(hostId) ?? []).filter((row) => !only || only(row));
      await evaluateVariableEvents(deps, hostId, rows);
    }
  }

  function onCommit() {
    if (!listener) return;
    const batch = listener.take(listener.seenTs);
    queue("reacting to a commit", async () => {
      if (batch.all) {
        await reloadAll();
        await evaluateHosts([...byHost.keys()]);
        return;
      }
      const changed = new Set<string>();
      const reloaded = new Set<string>();
      let minute = false;
      for (const write of batch.writes) {
        const [table, key] = splitWrite(write);
        if (table === CLOCK_TABLE) minute = true;
        if (table === "host_settings" && key) timezones.delete(key);
        if (table === "automation") {
          if (key) reloaded.add(key);
          else await reloadAll();
        }
        if (table === "variable" || table === "automation") {
          for (const host of key ? [key] : byHost.keys()) changed.add(host);
        }
      }
      for (const hostId of reloaded) await reloadHost(hostId);
      await evaluateHosts(changed);
      if (minute) {
        const withConditions = [...byHost.keys()].filter((h) => !changed.has(h));
        await evaluateHosts(withConditions, (row) =>
          row.events.some((e) => e.type === "condition_true"),
        );
      }
    });
  }

  const config = (db.$client as unknown as { options: pg.ClientConfig }).options;
  const listener: CommitListener | undefined = new CommitListener(
    config,
    channel,
    () => readClock(db),
    () => onCommit(),
    () => {
      // (Re)connected: notifications may have been missed, so start from the database.
      void queue("loading automations", async () => {
        await reloadAll();
        await evaluateHosts([...byHost.keys()]);
      });
    },
  );

  async function hostTimezone(hostId: string): Promise<string> {
    let zone = timezones.get(hostId);
    if (!zone) {
      zone = await getHostTimezone(db, hostId);
      timezones.set(hostId, zone);
    }
    return zone;
  }

  function tick(): Promise<void> {
    return queue("checking timers", async () => {
      const to = now();
      const from = lastTick;
      lastTick = to;
      const all = [...byHost.values()].flat();
      for (const row of all.filter(hasTimers)) {
        await evaluateTimerEvents(deps, row, await hostTimezone(row.hostId), from, to);
      }
      if (to - lastPresence < pollMs && to >= lastPresence) return;
      lastPresence = to;
      const watching = all.filter((row) => row.enabled && watchesPresence(row));
      if (watching.length === 0) return;
      const sockets = await listOnlineSockets(db, [...new Set(watching.map((r) => r.hostId))]);
      for (const row of watching) await evaluatePresenceEvents(deps, row, sockets);
    });
  }

  const tickMs = options.tickMs === undefined ? 1_000 : options.tickMs;
  const timer = tickMs === null ? undefined : setInterval(() => void tick(), tickMs);
  timer?.unref();

  async function whenIdle() {
    let seen: Promise<void> | undefined;
    while (seen !== chain) {
      seen = chain;
      await chain;
    }
  }

  const ready = (async () => {
    await listener.start();
    await whenIdle();
  })();

  return {
    ready,
    tick,
    whenIdle,
    async stop() {
      clearInterval(timer);
      stopped = true;
      await listener.stop();
      await chain;
    },
  };
}

/** `variable/host=<id>` → ["variable", "<id>"]; a bare table name → [table, undefined]. */
function splitWrite(write: string): [string, string | undefined] {
  const slash = write.indexOf("/");
  if (slash === -1) return [write, undefined];
  const table = write.slice(0, slash);
  const key = write.slice(slash + 1);
  return [table, key.startsWith("host=") ? key.slice(5) : key];
}
