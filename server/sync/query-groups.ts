import "server-only";
import type { JSONValue } from "convex/values";
import type { Identity } from "@/server/functions/define";
import type { QueryOutcome } from "./run-query";

/**
 * Shared runs (DESIGN §2): subscriptions with the same function, args and identity scope
 * share one QueryGroup, run once per change, with its wire fragment encoded once. Only
 * the per-socket envelope (`queryId`, versions) differs.
 */
let nextGroupSerial = 0;

export class QueryGroup {
  /** Names this group in the per-pass frame cache keys. */
  readonly serial = nextGroupSerial++;
  /** Bumped whenever the encoded result changes; subscribers compare with what they sent. */
  version = 0;
  /** `{"type":"QueryUpdated","queryId":` or the QueryFailed equivalent. */
  head = "";
  /** Everything after the queryId: `,"value":…,"logLines":[…],"journal":null}`. */
  body = "";
  readSet: Set<string> | null = null;
  readonly subscribers = new Set<Subscription>();

  constructor(
    readonly key: string,
    readonly path: string,
    readonly args: JSONValue,
    readonly identity: Identity | null,
  ) {}

  /** Stores a run's outcome; true when what clients see changed. */
  apply(outcome: QueryOutcome): boolean {
    const logLines = JSON.stringify(outcome.logLines);
    const head = outcome.ok
      ? '{"type":"QueryUpdated","queryId":'
      : '{"type":"QueryFailed","queryId":';
    const body = outcome.ok
      ? `,"value":${JSON.stringify(outcome.value)},"logLines":${logLines},"journal":null}`
      : `,"errorMessage":${JSON.stringify(outcome.failure.message)},"logLines":${logLines},"journal":null${
          outcome.failure.errorData === undefined
            ? ""
            : `,"errorData":${JSON.stringify(outcome.failure.errorData)}`
        }}`;
    this.readSet = outcome.readSet;
    if (head === this.head && body === this.body) return false;
    this.head = head;
    this.body = body;
    this.version++;
    return true;
  }
}

/** One client query id on one socket, pointing at its shared group. */
export type Subscription = {
  queryId: number;
  group: QueryGroup;
  /** group.version last sent on this socket; 0 = never. */
  sentVersion: number;
  connectionId: string;
};

function identityScope(identity: Identity | null): string {
  if (!identity) return "anon";
  return `${identity.tokenType}:${identity.admin ? "*admin*" : identity.subject}`;
}

/** All groups of one sync server plus an index from table → key → groups for invalidation. */
export class QueryGroups {
  private readonly groups = new Map<string, QueryGroup>();
  /** Groups that have never run (new since the last successful pass). */
  readonly unrun = new Set<QueryGroup>();
  private readonly byTable = new Map<string, Map<string, Set<QueryGroup>>>();

  get size() {
    return this.groups.size;
  }

  all(): IterableIterator<QueryGroup> {
    return this.groups.values();
  }

  join(path: string, args: JSONValue, identity: Identity | null): QueryGroup {
    const key = `${path}\u0000${JSON.stringify(args)}\u0000${identityScope(identity)}`;
    let group = this.groups.get(key);
    if (!group) {
      group = new QueryGroup(key, path, args, identity);
      this.groups.set(key, group);
      this.unrun.add(group);
    }
    return group;
  }

  leave(subscription: Subscription) {
    const group = subscription.group;
    group.subscribers.delete(subscription);
    if (group.subscribers.size === 0 && this.groups.get(group.key) === group) {
      this.groups.delete(group.key);
      this.unrun.delete(group);
      this.unindex(group);
    }
  }

  /** Re-indexes a group after a run changed its read set. */
  setReadSet(group: QueryGroup, outcomeReadSet: Set<string>, apply: () => void) {
    this.unindex(group);
    apply();
    this.unrun.delete(group);
    if (this.groups.get(group.key) !== group) return;
    for (const entry of outcomeReadSet) {
      const slash = entry.indexOf("/");
      const table = slash === -1 ? entry : entry.slice(0, slash);
      const key = slash === -1 ? "*" : entry.slice(slash + 1);
      let keys = this.byTable.get(table);
      if (!keys) {
        keys = new Map();
        this.byTable.set(table, keys);
      }
      let set = keys.get(key);
      if (!set) {
        set = new Set();
        keys.set(key, set);
      }
      set.add(group);
    }
  }

  /** Groups whose read set intersects the writes (`table` or `table/key` entries). */
  affectedBy(writes: Iterable<string>): Set<QueryGroup> {
    const affected = new Set<QueryGroup>();
    const add = (set: Set<QueryGroup> | undefined) => {
      if (set) for (const group of set) affected.add(group);
    };
    for (const write of writes) {
      const slash = write.indexOf("/");
      const keys = this.byTable.get(slash === -1 ? write : write.slice(0, slash));
      if (!keys) continue;
      if (slash === -1) for (const set of keys.values()) add(set);
      else {
        add(keys.get(write.slice(slash + 1)));
        add(keys.get("*"));
      }
    }
    return affected;
  }

  private unindex(group: QueryGroup) {
    if (!group.readSet) return;
    for (const entry of group.readSet) {
      const slash = entry.indexOf("/");
      const table = slash === -1 ? entry : entry.slice(0, slash);
      const keys = this.byTable.get(table);
      const key = slash === -1 ? "*" : entry.slice(slash + 1);
      const set = keys?.get(key);
      set?.delete(group);
      if (set?.size === 0) keys?.delete(key);
      if (keys?.size === 0) this.byTable.delete(table);
    }
  }
}
