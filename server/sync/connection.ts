import "server-only";
import { randomUUID } from "node:crypto";
import type { JSONValue } from "convex/values";
import type { WebSocket } from "ws";
import * as z from "zod";
import type { Database } from "@/db/client";
import {
  type ActionMessage,
  type AuthenticateMessage,
  type ClientMessage,
  type ConnectMessage,
  clientMessage,
  type ModifyQuerySetMessage,
  type MutationMessage,
} from "@/lib/protocol/client-messages";
import { decodeU64 } from "@/lib/protocol/u64";
import type { Identity } from "@/server/functions/define";
import { canonicalizePath, type FunctionRegistry } from "@/server/functions/registry";
import { nowNs } from "./clock";
import type { InboxEntry, TransitionState } from "./connection-state";
import { SERVER_ERROR_MESSAGE } from "./failure";
import { planQuerySetChange } from "./plan-query-set-change";
import type { Presence } from "./presence";
import type { Subscription } from "./query-groups";
import type { RateLimiter } from "./rate-limiter";
import { encodeActionResponse, encodeMutationResponse } from "./response-frames";
import { type CallOutcome, runAction } from "./run-action";
import { runLimitedMutation } from "./run-limited-mutation";
import type { UpdateLoop } from "./update-loop";
import { AuthFailure, type TokenVerifier, verifyAuthenticate } from "./verify-token";

/**
 * One sync socket, as an explicit state machine:
 *
 *                  upgrade accepted
 *                         │
 *                         ▼
 *   frame ok ──►  ┌──────────────┐  ──► Transition / MutationResponse / ActionResponse,
 *   (queued in    │     open     │      Ping after 15 s of silence
 *   arrival       └──────────────┘
 *   order)          │    │     │
 *     protocol      │    │     │ transient failure (database down, bug)
 *     violation ────┘    │     └──► close 1011 "InternalServerError"
 *     → FatalError       │ rejected/expired token → AuthError, close (client sees 1005)
 *       close (1005)     │ oversized frame → close 1009 (by ws)
 *                        ▼
 *                 ┌──────────────┐   no frame is handled or sent any more
 *                 │   closing    │
 *                 └──────────────┘
 *                        │ socket closed (either side)
 *                        ▼
 *                 ┌──────────────┐   subscriptions left, presence removed,
 *                 │    closed    │   in-flight results dropped
 *                 └──────────────┘
 *
 * Events in `open`: Connect (session id, clock floor), ModifyQuerySet (validated now,
 * applied by the next update pass), Authenticate (verified, then applied by the next
 * pass with an identity-bumping Transition), Mutation (run one at a time, in order),
 * Action (started in order, run concurrently), Event (ignored).
 * Protocol violations: malformed JSON, a frame failing its schema, a binary frame,
 * BaseVersionMismatch, a duplicate or unknown query id.
 */
export type ConnectionState = "open" | "closing" | "closed";

export type ConnectionDeps = {
  db: Database;
  registry: FunctionRegistry;
  channel: string;
  loop: UpdateLoop;
  verifier: TokenVerifier;
  presence: Presence | undefined;
  rateLimiter: RateLimiter;
  maxQueriesPerSocket: number;
  maxBufferedBytes: number;
  raiseClockFloor: (floor: bigint) => Promise<void>;
};

/** Frames waiting behind a running mutation before the socket is closed as overloaded. */
const MAX_QUEUED_MESSAGES = 1_000;

/** A client may not push the clock more than this far past our wall clock. */
const MAX_FLOOR_AHEAD_NS = 10n * 60n * 1_000_000_000n;

export class SyncConnection implements TransitionState {
  readonly id = randomUUID();
  state: ConnectionState = "open";
  lastSentAt = Date.now();

  // TransitionState (owned by the update loop)
  sent = { querySet: 0, identity: 0, ts: 0n };
  appliedQuerySet = 0;
  appliedIdentityVersion = 0;
  appliedIdentity: Identity | null = null;
  subscriptions = new Map<number, Subscription>();
  removed: number[] = [];
  overLimit = new Map<number, string>();
  inbox: InboxEntry[] = [];
  needsTransition = false;
  pendingAckTs: bigint | null = null;
  clientClockSkew: number | undefined;

  // Declared state: what the messages handled so far say.
  private sessionId: string | null = null;
  private isReconnect = true;
  private readonly declared = { version: 0, queryIds: new Set<number>() };
  private identity: Identity | null = null;
  private acceptedAuthenticates = 0;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  /** Cleared on every ping and set again by the pong; a dead peer is terminated. */
  private alive = true;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    ws.on("message", (data, isBinary) => this.receive(data, isBinary));
    ws.on("close", () => this.onClosed());
    ws.on("pong", () => {
      this.alive = true;
    });
    ws.on("error", () => this.onClosed());
  }

  isOpen() {
    return this.state === "open";
  }

  /** A text frame; a Buffer is an already UTF-8 encoded frame shared by many sockets. */
  send(frame: string | Buffer) {
    if (this.state !== "open") return;
    if (this.ws.bufferedAmount > this.deps.maxBufferedBytes) {
      // A client that cannot keep up is dropped; it reconnects and resyncs from scratch.
      this.closeTransient("TooManyConcurrentRequests", 1013);
      return;
    }
    this.lastSentAt = Date.now();
    if (typeof frame === "string") this.ws.send(frame);
    else this.ws.send(frame, { binary: false });
  }

  /** WebSocket-level liveness: browsers and `ws` answer pings without any app code. */
  checkLiveness() {
    if (this.state === "closed") return;
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  expire() {
    this.sendAuthError("Token expired", false);
  }

  fatal(error: string) {
    if (this.state !== "open") return;
    this.send(JSON.stringify({ type: "FatalError", error }));
    this.state = "closing";
    this.ws.close();
  }

  closeTransient(reason: string, code = 1011) {
    if (this.state !== "open") return;
    this.state = "closing";
    this.ws.close(code, reason);
  }

  private sendAuthError(error: string, authUpdateAttempted: boolean) {
    if (this.state !== "open") return;
    this.send(
      JSON.stringify({
        type: "AuthError",
        error,
        baseVersion: this.sent.identity,
        authUpdateAttempted,
      }),
    );
    this.state = "closing";
    this.ws.close();
  }

  private receive(data: unknown, isBinary: boolean) {
    if (this.state !== "open") return;
    if (isBinary) return this.fatal("Binary frames are not supported");
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return this.fatal("Malformed JSON in client message");
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) {
      return this.fatal(`Invalid client message: ${z.prettifyError(parsed.error)}`);
    }
    const message = parsed.data;
    if (message.type === "Event") return;
    this.enqueue(() => this.handle(message));
  }

  private enqueue(task: () => Promise<void> | void) {
    if (this.queued >= MAX_QUEUED_MESSAGES) {
      // A client flooding faster than its mutations commit is told to back off (3 s base).
      this.closeTransient("TooManyConcurrentRequests", 1013);
      return;
    }
    this.queued++;
    this.queue = this.queue
      .then(() => (this.state === "open" ? task() : undefined))
      .catch((error: unknown) => {
        console.error("[sync] connection failed:", error);
        this.closeTransient("InternalServerError");
      })
      .finally(() => {
        this.queued--;
      });
  }

  private async handle(message: ClientMessage) {
    switch (message.type) {
      case "Connect":
        return this.connect(message);
      case "ModifyQuerySet":
        return this.modifyQuerySet(message);
      case "Authenticate":
        return this.authenticate(message);
      case "Mutation":
        return this.mutation(message);
      case "Action":
        this.action(message);
        return;
    }
  }

  private async connect(message: ConnectMessage) {
    this.sessionId = message.sessionId;
    this.isReconnect = message.connectionCount > 0;
    if (message.clientTs !== undefined) {
      this.clientClockSkew = Math.round(message.clientTs - Date.now());
    }
    if (message.maxObservedTimestamp) {
      const floor = decodeU64(message.maxObservedTimestamp);
      if (floor > nowNs() + MAX_FLOOR_AHEAD_NS) {
        console.warn("[sync] ignoring a maxObservedTimestamp far in the future");
      } else {
        await this.deps.raiseClockFloor(floor);
      }
    }
  }

  private modifyQuerySet(message: ModifyQuerySetMessage) {
    const plan = planQuerySetChange(this.declared, message, this.deps.maxQueriesPerSocket);
    if ("error" in plan) return this.fatal(plan.error);
    this.inbox.push(plan.entry);
    this.deps.loop.notify(this);
  }

  private async authenticate(message: AuthenticateMessage) {
    if (message.baseVersion !== this.acceptedAuthenticates) {
      // The real backend treats this as an internal error; a fresh socket resets both sides.
      console.warn(
        `[sync] Authenticate baseVersion ${message.baseVersion} ≠ ${this.acceptedAuthenticates}`,
      );
      return this.closeTransient("InternalServerError");
    }
    let identity: Identity | null;
    try {
      identity = await verifyAuthenticate(this.deps.verifier, message);
    } catch (error) {
      if (error instanceof AuthFailure) return this.sendAuthError(error.message, true);
      throw error;
    }
    if (this.state !== "open") return;
    this.identity = identity;
    this.acceptedAuthenticates++;
    this.inbox.push({ kind: "identity", identity });
    this.deps.presence?.setUser(this.id, identity?.tokenType === "User" ? identity.subject : null);
    this.deps.loop.notify(this);
  }

  /** True (after sending AuthError) when the current identity's token has expired. */
  private identityExpired(): boolean {
    const expiresAt = this.identity?.expiresAt;
    if (expiresAt === undefined || expiresAt > Date.now()) return false;
    this.sendAuthError("Token expired", false);
    return true;
  }

  private async mutation(message: MutationMessage) {
    if (this.identityExpired()) return;
    const outcome = await runLimitedMutation(this.deps, {
      path: canonicalizePath(message.udfPath),
      encodedArgs: (message.args[0] ?? {}) as JSONValue,
      identity: this.identity,
      limiterKey: this.identity ? `user:${this.identity.subject}` : `conn:${this.id}`,
      dedupKey: this.sessionId
        ? { sessionId: this.sessionId, requestId: message.requestId }
        : undefined,
      mayBeResend: this.isReconnect,
    });
    if (this.state !== "open") return;
    this.send(encodeMutationResponse(message.requestId, outcome));
    if (outcome.ok) {
      if (this.pendingAckTs === null || outcome.ts > this.pendingAckTs) {
        this.pendingAckTs = outcome.ts;
      }
      this.deps.loop.notify(this);
    }
  }

  private action(message: ActionMessage) {
    if (this.identityExpired()) return;
    runAction(this.deps, {
      path: canonicalizePath(message.udfPath),
      encodedArgs: (message.args[0] ?? {}) as JSONValue,
      identity: this.identity,
    })
      .catch((error: unknown): CallOutcome => {
        console.error("[sync] action failed:", error);
        return { ok: false, failure: { message: SERVER_ERROR_MESSAGE }, logLines: [] };
      })
      .then((outcome) => this.send(encodeActionResponse(message.requestId, outcome)));
  }

  private onClosed() {
    if (this.state === "closed") return;
    this.state = "closed";
    this.deps.loop.remove(this);
    this.deps.presence?.remove(this.id);
  }
}
