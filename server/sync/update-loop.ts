import "server-only";
import type pg from "pg";
import type { Database } from "@/db/client";
import { encodeU64 } from "@/lib/protocol/u64";
import type { FunctionRegistry } from "@/server/functions/registry";
import { bindDrizzle } from "./bound-drizzle";
import type { CommitListener } from "./commit-listener";
import type { TransitionState } from "./connection-state";
import { type QueryGroup, QueryGroups } from "./query-groups";
import { runQuery } from "./run-query";

/**
 * The update loop: one pass at a time per process. A pass
 *   1. applies every connection's inbox (query-set changes, identity changes),
 *   2. opens one REPEATABLE READ snapshot and reads its clock S,
 *   3. waits until the listener has heard every commit up to S, takes their write sets,
 *   4. re-runs the groups those writes touch plus new groups, in that snapshot,
 *   5. sends each connection with news one Transition ending at ts S.
 * Every subscription is therefore valid at S after a pass, so any connection may be told
 * "you are at S"; versions chain from what each socket was last sent.
 */
const NOTIFY_WAIT_MS = 1_000;

export class UpdateLoop {
  readonly groups = new QueryGroups();
  readonly connections = new Set<TransitionState>();
  private scheduled = false;
  private running = false;
  private rerunAll = true;
  private retryMs = 100;
  private stopped = false;
  private idle: (() => void)[] = [];
  /** Connections owed a Transition (inbox entries, pending acks, an unsent change). */
  private readonly owed = new Set<TransitionState>();

  constructor(
    private readonly db: Database,
    private readonly registry: FunctionRegistry,
    private readonly listener: () => CommitListener | undefined,
  ) {}

  /** Subscriptions must all be re-run (listener reconnected: notifies may be lost). */
  invalidateAll() {
    this.rerunAll = true;
    this.schedule();
  }

  schedule() {
    if (this.stopped) return;
    this.scheduled = true;
    if (!this.running) {
      this.running = true;
      setImmediate(() => void this.loop());
    }
  }

  /** A connection has news for the next pass (inbox entry or acknowledged mutation). */
  notify(conn: TransitionState) {
    this.owed.add(conn);
    this.schedule();
  }

  stop() {
    this.stopped = true;
  }

  /** Resolves when no pass is running or scheduled (tests and benchmarks). */
  whenIdle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private async loop() {
    while (this.scheduled && !this.stopped) {
      this.scheduled = false;
      try {
        await this.pass();
        this.retryMs = 100;
      } catch (error) {
        console.error("[sync] update pass failed; retrying:", error);
        this.rerunAll = true;
        // Groups may have taken new results that were never sent: every socket compares
        // what it was sent with its groups' versions on the next pass.
        for (const conn of this.connections) this.owed.add(conn);
        await new Promise((r) => setTimeout(r, this.retryMs));
        this.retryMs = Math.min(this.retryMs * 2, 5_000);
        this.scheduled = true;
      }
    }
    this.running = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async pass() {
    const candidates = new Set<TransitionState>();
    for (const conn of this.owed) {
      if (conn.inbox.length > 0) this.applyInbox(conn);
      candidates.add(conn);
    }
    const fresh = new Set(this.groups.unrun);
    const changed = new Set<QueryGroup>();
    const snapshotTs =
      (await this.passWithoutSnapshot(fresh)) ?? (await this.passInSnapshot(fresh, changed));
    for (const group of changed) {
      for (const sub of group.subscribers) {
        const conn = this.connectionById.get(sub.connectionId);
        if (conn) candidates.add(conn);
      }
    }
    const now = Date.now();
    const frames = new Map<string, Buffer>();
    const serverTs = String(now * 1e6);
    for (const conn of candidates) {
      if (!conn.isOpen()) {
        this.owed.delete(conn);
        continue;
      }
      const expiresAt = conn.appliedIdentity?.expiresAt;
      if (expiresAt !== undefined && expiresAt <= now) {
        conn.expire();
        continue;
      }
      this.sendTransition(conn, snapshotTs, frames, serverTs);
    }
  }

  /** Pending write sets taken from the listener but not yet acted on. */
  private carried = new Set<string>();

  /**
   * The fast path: when every commit up to the listener's latest ts touched no
   * subscription (and no group is new), every result is still valid at that ts, so the
   * pass needs no database round trip at all.
   */
  private async passWithoutSnapshot(fresh: Set<QueryGroup>): Promise<bigint | undefined> {
    const listener = this.listener();
    if (!listener?.connected || this.rerunAll || fresh.size > 0) return undefined;
    const ts = listener.seenTs;
    const batch = listener.take(ts);
    for (const write of batch.writes) this.carried.add(write);
    if (batch.all) this.rerunAll = true;
    if (this.rerunAll || this.groups.affectedBy(this.carried).size > 0) return undefined;
    this.carried.clear();
    return ts;
  }

  /**
   * One REPEATABLE READ snapshot: BEGIN and the clock read share a round trip, the
   * affected groups run in it, and the read-only COMMIT is not waited for.
   */
  private async passInSnapshot(fresh: Set<QueryGroup>, changed: Set<QueryGroup>): Promise<bigint> {
    const client = await this.db.$client.connect();
    let released = false;
    const release = (broken?: boolean) => {
      if (!released) client.release(broken);
      released = true;
    };
    try {
      const results = (await client.query(
        "begin isolation level repeatable read, read only; select ts::text as ts from sync_clock where id = 1",
      )) as unknown as pg.QueryResult<{ ts: string }>[];
      const ts = BigInt(results[1]?.rows[0]?.ts ?? "0");
      const listener = this.listener();
      const heard = listener ? await listener.waitFor(ts, NOTIFY_WAIT_MS) : false;
      const batch = listener?.take(ts) ?? { writes: new Set<string>(), all: true };
      for (const write of batch.writes) this.carried.add(write);
      let dirty: Set<QueryGroup>;
      if (this.rerunAll || !heard || batch.all) {
        this.rerunAll = false;
        dirty = new Set(this.groups.all());
      } else {
        dirty = this.groups.affectedBy(this.carried);
        for (const group of fresh) dirty.add(group);
      }
      this.carried.clear();
      const tx = bindDrizzle(client);
      const isolate = dirty.size > 1;
      for (const group of dirty) {
        if (group.subscribers.size === 0) continue;
        const outcome = await runQuery(
          this.registry,
          tx,
          group.path,
          group.args,
          group.identity,
          isolate,
        );
        let didChange = false;
        this.groups.setReadSet(group, outcome.readSet, () => {
          didChange = group.apply(outcome);
        });
        if (didChange) changed.add(group);
      }
      client.query("commit").then(
        () => release(),
        () => release(true),
      );
      return ts;
    } catch (error) {
      await client.query("rollback").then(
        () => release(),
        () => release(true),
      );
      throw error;
    }
  }

  private readonly connectionById = new Map<string, TransitionState>();

  add(conn: TransitionState) {
    this.connections.add(conn);
    this.connectionById.set(conn.id, conn);
  }

  remove(conn: TransitionState) {
    this.connections.delete(conn);
    this.owed.delete(conn);
    this.connectionById.delete(conn.id);
    for (const sub of conn.subscriptions.values()) this.groups.leave(sub);
    conn.subscriptions.clear();
  }

  private applyInbox(conn: TransitionState) {
    for (const entry of conn.inbox.splice(0)) {
      if (entry.kind === "identity") {
        conn.appliedIdentity = entry.identity;
        conn.appliedIdentityVersion++;
        // Every query re-joins under the new identity and is re-sent.
        for (const sub of conn.subscriptions.values()) {
          this.groups.leave(sub);
          sub.group = this.groups.join(sub.group.path, sub.group.args, entry.identity);
          sub.group.subscribers.add(sub);
          sub.sentVersion = 0;
        }
        continue;
      }
      for (const mod of entry.modifications) {
        if (mod.type === "Reject") {
          conn.overLimit.set(mod.queryId, mod.frame);
          continue;
        }
        if (mod.type === "Remove") {
          const sub = conn.subscriptions.get(mod.queryId);
          if (sub) {
            this.groups.leave(sub);
            conn.subscriptions.delete(mod.queryId);
          }
          conn.overLimit.delete(mod.queryId);
          conn.removed.push(mod.queryId);
          continue;
        }
        const group = this.groups.join(mod.path, mod.args, conn.appliedIdentity);
        const sub = { queryId: mod.queryId, group, sentVersion: 0, connectionId: conn.id };
        group.subscribers.add(sub);
        conn.subscriptions.set(mod.queryId, sub);
      }
      conn.appliedQuerySet = entry.newVersion;
    }
    conn.needsTransition = true;
  }

  /**
   * One socket's Transition. Sockets in the same state (same versions, same query ids in
   * the same groups: a hundred phones on one screen) get one shared, pre-encoded frame
   * from `frames`, keyed by a short description instead of the frame text.
   */
  private sendTransition(
    conn: TransitionState,
    snapshotTs: bigint,
    frames: Map<string, Buffer>,
    serverTs: string,
  ) {
    const ts = snapshotTs > conn.sent.ts ? snapshotTs : conn.sent.ts;
    const parts: string[] = [];
    let key = "";
    let shareable = conn.removed.length === 0 && conn.overLimit.size === 0;
    for (const queryId of conn.removed) parts.push(`{"type":"QueryRemoved","queryId":${queryId}}`);
    conn.removed = [];
    for (const [queryId, message] of conn.overLimit) {
      parts.push(message);
      conn.overLimit.delete(queryId);
    }
    for (const sub of conn.subscriptions.values()) {
      const group = sub.group;
      if (sub.sentVersion === group.version || group.version === 0) continue;
      parts.push(group.head + sub.queryId + group.body);
      key += `${group.serial}.${group.version}.${sub.queryId},`;
      sub.sentVersion = group.version;
    }
    const ack = conn.pendingAckTs;
    const acked = ack !== null && ack <= ts;
    // Nothing to say: no Transition just to advance ts (the owed ack waits for its ts).
    if (parts.length === 0 && !conn.needsTransition && !acked) return;
    const start = conn.sent;
    const end = { querySet: conn.appliedQuerySet, identity: conn.appliedIdentityVersion, ts };
    // The client reads clientClockSkew when it confirms a token: send it with identity changes.
    const skew =
      conn.clientClockSkew === undefined || end.identity === start.identity
        ? ""
        : `,"clientClockSkew":${conn.clientClockSkew}`;
    if (skew) shareable = false;
    const build = () =>
      `{"type":"Transition","startVersion":${versionJson(start)},"endVersion":${versionJson(end)},"modifications":[${parts.join(",")}]${skew},"serverTs":${serverTs}}`;
    if (shareable) {
      key += `|${start.querySet}.${start.identity}.${start.ts}|${end.querySet}.${end.identity}.${ts}`;
      let frame = frames.get(key);
      if (!frame) {
        frame = Buffer.from(build());
        frames.set(key, frame);
      }
      conn.send(frame);
    } else {
      conn.send(build());
    }
    conn.sent = end;
    conn.needsTransition = false;
    if (acked) conn.pendingAckTs = null;
    // A query-set change that arrived while this pass awaited the database is still in the
    // inbox: the socket stays owed, or the next pass would never apply it.
    if (conn.pendingAckTs === null && conn.inbox.length === 0) this.owed.delete(conn);
  }
}

const encodedTs = new Map<bigint, string>();

function versionJson(v: { querySet: number; identity: number; ts: bigint }): string {
  let ts = encodedTs.get(v.ts);
  if (ts === undefined) {
    if (encodedTs.size > 1_000) encodedTs.clear();
    ts = encodeU64(v.ts);
    encodedTs.set(v.ts, ts);
  }
  return `{"querySet":${v.querySet},"identity":${v.identity},"ts":"${ts}"}`;
}
