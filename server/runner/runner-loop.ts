import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Database } from "@/db/client";
import { hostKey } from "@/server/functions/access/screen-access";
import { announceWrites, DEFAULT_COMMIT_CHANNEL } from "@/server/sync/announce-writes";
import { claimRun } from "./claim-run";
import { executeRun, type RunRow } from "./execute-run";
import { maintainRuns, RUN_HEARTBEAT_MS } from "./maintain-runs";
import { notifyRunners, RUN_CHANNEL } from "./run-channel";
import { DEFAULT_RUNNER_LIMITS, type RunnerLimits } from "./run-context";

export type RunnerOptions = {
  db: Database;
  /** The sync commit channel (server/sync notifyChannel). */
  channel?: string;
  /** Fallback poll when a notification was missed (the listener reconnecting). */
  pollMs?: number;
  /** Runs this process executes at once. */
  maxParallel?: number;
  limits?: Partial<RunnerLimits>;
};

export type Runner = {
  processId: string;
  /** Resolves when no run is executing in this process and none is claimable. */
  whenIdle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The shortcut runner of one server process: LISTENs for queued runs (and polls as a
 * fallback), claims them exactly once (claim-run.ts) and executes them. Several processes
 * on one database share the queue.
 */
export function startRunner(options: RunnerOptions): Runner {
  const { db } = options;
  const channel = options.channel ?? DEFAULT_COMMIT_CHANNEL;
  const limits = { ...DEFAULT_RUNNER_LIMITS, ...options.limits };
  const maxParallel = options.maxParallel ?? 16;
  const processId = randomUUID();
  const active = new Map<string, AbortController>();
  const idleWaiters: (() => void)[] = [];
  let stopped = false;
  let pumping = false;
  let again = false;
  let listener: pg.Client | undefined;

  const settleIdle = () => {
    if (active.size > 0 || pumping) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const execute = async (row: RunRow) => {
    const controller = new AbortController();
    if (row.cancelRequested) controller.abort();
    active.set(row.id, controller);
    try {
      await executeRun(
        {
          db,
          channel,
          runId: row.id,
          hostId: row.hostId,
          input: row.input,
          signal: controller.signal,
          limits,
        },
        row,
      );
    } catch (error) {
      console.error("[runner] run crashed:", error);
    } finally {
      active.delete(row.id);
      // The busy key is free: a queued run of the same shortcut may go now, here or elsewhere.
      await notifyRunners(db, "free").catch(() => undefined);
      void pump();
    }
  };

  const pump = async (): Promise<void> => {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped && active.size < maxParallel) {
          const row = await claimRun(db, processId);
          if (!row) break;
          void execute(row);
        }
      } while (again && !stopped);
    } catch (error) {
      console.error("[runner] claiming failed:", error instanceof Error ? error.message : error);
    } finally {
      pumping = false;
      settleIdle();
    }
  };

  const onNotification = (payload: string | undefined) => {
    if (!payload) return;
    if (payload.startsWith("cancel:")) {
      active.get(payload.slice("cancel:".length))?.abort();
      return;
    }
    if (payload.startsWith("run:")) {
      const hostId = payload.slice("run:".length);
      // Enqueueing may happen outside a sync mutation: tell `runs:*` subscribers here.
      void announceWrites(db, [{ table: "run", key: hostKey(hostId) }], channel).catch(
        () => undefined,
      );
    }
    void pump();
  };

  const listen = async () => {
    if (stopped) return;
    const config = (db.$client as unknown as { options: pg.ClientConfig }).options;
    const client = new pg.Client(config);
    listener = client;
    const retry = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void listen(), 1_000).unref();
    };
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", (message) => onNotification(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${RUN_CHANNEL}`);
      void pump();
    } catch {
      retry();
    }
  };

  void listen();
  const poll = setInterval(() => void pump(), options.pollMs ?? 1_000);
  poll.unref();
  const maintenance = setInterval(() => {
    maintainRuns(db, [...active.keys()])
      .then(async (hosts) => {
        if (hosts.length === 0) return;
        const writes = hosts.map((hostId) => ({ table: "run", key: hostKey(hostId) }));
        await announceWrites(db, writes, channel);
        void pump();
      })
      .catch((error: unknown) => {
        console.error(
          "[runner] maintenance failed:",
          error instanceof Error ? error.message : error,
        );
      });
  }, RUN_HEARTBEAT_MS);
  maintenance.unref();

  return {
    processId,
    whenIdle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        void pump();
      }),
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(maintenance);
      for (const controller of active.values()) controller.abort("shutdown");
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      const deadline = Date.now() + 5_000;
      while (active.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
