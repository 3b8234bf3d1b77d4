import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type pg from "pg";
import { WebSocketServer } from "ws";
import type { Database } from "@/db/client";
import { createProductRegistry, type FunctionRegistry } from "@/server/functions/registry";
import { isSyncPath } from "@/server/sync-path";
import { ensureClockRow, raiseClockFloor, readClock } from "./clock";
import { CommitListener } from "./commit-listener";
import { type ConnectionDeps, SyncConnection } from "./connection";
import { handleHttpApi, isHttpApiPath } from "./http-api";
import { startMinuteTick } from "./minute-tick";
import { PRESENCE_HEARTBEAT_MS, Presence } from "./presence";
import { type RateLimit, RateLimiter } from "./rate-limiter";
import { pruneSessionRequests } from "./run-mutation";
import { UpdateLoop } from "./update-loop";
import { createTokenVerifier, type TokenVerifierOptions } from "./verify-token";

/**
 * The sync engine: a Convex-protocol server (PROTOCOL.md) for the official `convex` client.
 *
 * - connection.ts      one socket: the state machine, frame validation (lib/protocol),
 *                      Authenticate, mutations in arrival order, concurrent actions.
 * - update-loop.ts     one pass at a time: apply query-set/identity changes, re-run the
 *                      subscriptions touched by commits in ONE REPEATABLE READ snapshot,
 *                      send chained Transitions (query-groups.ts: shared runs).
 * - run-mutation.ts    one transaction per mutation; commit-statement.ts ends it with
 *                      clock advance + exactly-once record + NOTIFY + COMMIT in one trip.
 * - commit-listener.ts LISTEN on `notifyChannel`; notifications arrive in commit (= ts)
 *                      order, so "heard up to S" means every write up to S is known.
 * - http-api.ts        POST /api/query|mutation|action for ConvexHttpClient.
 * - presence.ts, rate-limiter.ts, verify-token.ts.
 *
 * Invariants: every Transition's startVersion is the socket's last endVersion; ts never
 * goes down; a Transition at ts S shows only results valid at S; a successful
 * MutationResponse is followed by a Transition with ts ≥ its commit ts.
 */
export type SyncServerOptions = TokenVerifierOptions & {
  db: Database;
  /** Origins allowed in a browser's WebSocket handshake (APP_URL + TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  /** Defaults to the product's functions (server/functions). */
  functions?: FunctionRegistry;
  /** LISTEN/NOTIFY channel shared by every replica on one database. */
  notifyChannel?: string;
  /** Keep connected users/devices in sync_presence (default true). */
  presence?: boolean;
  limits?: Partial<SyncLimits>;
};

export type SyncLimits = {
  /** ws maxPayload; a larger frame closes the socket with 1009. */
  maxFrameBytes: number;
  /** Adds past this get a QueryFailed (RATE_LIMITED); the socket stays usable. */
  maxQueriesPerSocket: number;
  /** Per-user (per-socket when signed out) mutation token bucket. */
  mutationRate: RateLimit;
  /** Outgoing bytes a slow client may leave unread before it is dropped. */
  maxBufferedBytes: number;
  /** Protocol Ping after this much silence (the client gives up after 60 s). */
  pingIdleMs: number;
};

export const DEFAULT_SYNC_LIMITS: SyncLimits = {
  maxFrameBytes: 1024 * 1024,
  maxQueriesPerSocket: 1_000,
  mutationRate: { capacity: 100, refillPerSecond: 20 },
  maxBufferedBytes: 16 * 1024 * 1024,
  pingIdleMs: 15_000,
};

export type SyncServer = {
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** True when the request is one of the HTTP function endpoints (then it is answered). */
  handleHttp: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Resolves once the clock row exists and the commit listener is up. */
  ready: Promise<void>;
  /** Resolves when no update pass is running or scheduled. */
  whenIdle: () => Promise<void>;
  stats: () => { connections: number; groups: number };
  close: () => Promise<void>;
};

const SESSION_PRUNE_MS = 10 * 60_000;
/** ws-level ping; a peer that misses one full interval is dropped (half-open TCP). */
const LIVENESS_INTERVAL_MS = 30_000;

export function createSyncServer(options: SyncServerOptions): SyncServer {
  const { db } = options;
  const limits = { ...DEFAULT_SYNC_LIMITS, ...options.limits };
  const channel = options.notifyChannel ?? "deckbot_commit";
  const registry = options.functions ?? createProductRegistry();
  const trusted = new Set(options.trustedOrigins);
  const processId = randomUUID();
  let listener: CommitListener | undefined;
  const loop = new UpdateLoop(db, registry, () => listener);
  const presence = options.presence === false ? undefined : new Presence(db, processId, channel);
  const connections = new Set<SyncConnection>();
  let closed = false;

  const deps: ConnectionDeps = {
    db,
    registry,
    channel,
    loop,
    verifier: createTokenVerifier(options),
    presence,
    rateLimiter: new RateLimiter(limits.mutationRate),
    maxQueriesPerSocket: limits.maxQueriesPerSocket,
    maxBufferedBytes: limits.maxBufferedBytes,
    raiseClockFloor: async (floor) => {
      // Usually the clock is already past it (the client saw a ts from this database).
      if (listener?.connected && listener.seenTs >= floor) return;
      await raiseClockFloor(db, floor, channel);
      // So the answer to this socket's first ModifyQuerySet is already at or past it.
      await listener?.waitFor(floor, 1_000);
    },
  };

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  });

  const ready = (async () => {
    await ensureClockRow(db);
    const config = (db.$client as unknown as { options: pg.ClientConfig }).options;
    listener = new CommitListener(
      config,
      channel,
      () => readClock(db),
      () => loop.schedule(),
      () => loop.invalidateAll(),
    );
    await listener.start();
    await pruneSessionRequests(db).catch(() => undefined);
  })();
  ready.catch((error: unknown) => console.error("[sync] start-up failed:", error));

  const timers = [
    setInterval(
      () => {
        const now = Date.now();
        for (const conn of connections) {
          if (now - conn.lastSentAt >= limits.pingIdleMs) conn.send('{"type":"Ping"}');
        }
      },
      Math.min(5_000, limits.pingIdleMs),
    ),
    setInterval(() => {
      for (const conn of connections) conn.checkLiveness();
    }, LIVENESS_INTERVAL_MS),
    setInterval(() => {
      presence?.heartbeat().catch((error: unknown) => {
        console.error(
          "[sync] presence heartbeat failed:",
          error instanceof Error ? error.message : error,
        );
      });
    }, PRESENCE_HEARTBEAT_MS),
    setInterval(() => {
      pruneSessionRequests(db).catch(() => undefined);
    }, SESSION_PRUNE_MS),
  ];
  for (const timer of timers) timer.unref();
  // `$time` / `$date` subscriptions re-run when the minute changes (minute-tick.ts).
  const minuteTick = startMinuteTick(db, channel);

  return {
    ready,
    whenIdle: () => loop.whenIdle(),
    stats: () => ({ connections: connections.size, groups: loop.groups.size }),
    handleUpgrade(req, socket, head) {
      if (closed) return refuse(socket, 503, "Service Unavailable");
      if (!isSyncPath(req.url)) return refuse(socket, 404, "Not Found");
      const origin = req.headers.origin;
      if (origin !== undefined && !trusted.has(origin)) return refuse(socket, 403, "Forbidden");
      wss.handleUpgrade(req, socket, head, (ws) => {
        const conn = new SyncConnection(ws, deps);
        connections.add(conn);
        ws.once("close", () => connections.delete(conn));
        loop.add(conn);
        presence?.add(conn.id, req.headers["user-agent"]?.slice(0, 200) ?? null);
      });
    },
    handleHttp(req, res) {
      if (!isHttpApiPath(req.url)) return false;
      handleHttpApi(deps, req, res).catch((error: unknown) => {
        console.error("[sync] http api failed:", error);
        if (!res.headersSent) res.writeHead(500).end('{"message":"Server error"}');
      });
      return true;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      minuteTick.stop();
      loop.stop();
      for (const conn of connections) conn.closeTransient("Server shutting down", 1001);
      await listener?.stop();
      await presence?.removeAll().catch(() => undefined);
      wss.close();
    },
  };
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
