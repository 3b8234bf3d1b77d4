import "server-only";
import pg from "pg";
import * as z from "zod";

/**
 * The process's LISTEN connection on the commit channel. Every clock advance NOTIFYs
 * `{ts, w}` in its own transaction, and Postgres delivers notifications in commit order,
 * so once `seenTs ≥ S` every commit up to S has been heard. After a (re)connect notifies
 * may have been missed: `onReset` tells the engine to re-run every subscription.
 */
const payloadSchema = z.object({
  ts: z.string().regex(/^\d+$/),
  w: z.array(z.string()).nullable(),
});

export type CommitBatch = { writes: Set<string>; all: boolean };

export class CommitListener {
  connected = false;
  seenTs = 0n;
  private client: pg.Client | undefined;
  private pending: { ts: bigint; writes: string[] | null }[] = [];
  private waiters: { ts: bigint; resolve: (ok: boolean) => void }[] = [];
  private stopped = false;
  private retryMs = 100;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly readClock: () => Promise<bigint>,
    private readonly onCommit: () => void,
    private readonly onReset: () => void,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad notify channel: ${channel}`);
  }

  async start(): Promise<void> {
    const client = new pg.Client(this.config);
    this.client = client;
    client.on("error", (error) => this.lose(client, error));
    client.on("end", () => this.lose(client, new Error("connection ended")));
    client.on("notification", (message) => this.receive(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      const clock = await this.readClock();
      if (clock > this.seenTs) this.seenTs = clock;
      this.connected = true;
      this.retryMs = 100;
      this.wakeWaiters();
      this.onReset();
    } catch (error) {
      this.lose(client, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
    await client?.end().catch(() => undefined);
  }

  /** Resolves true once every commit up to `ts` has been heard; false on timeout or loss. */
  waitFor(ts: bigint, timeoutMs: number): Promise<boolean> {
    if (this.seenTs >= ts) return Promise.resolve(true);
    if (!this.connected) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        ts,
        resolve: (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Removes and merges the write sets of commits with ts ≤ `upTo`. */
  take(upTo: bigint): CommitBatch {
    const batch: CommitBatch = { writes: new Set(), all: false };
    const rest: typeof this.pending = [];
    for (const commit of this.pending) {
      if (commit.ts > upTo) rest.push(commit);
      else if (commit.writes === null) batch.all = true;
      else for (const write of commit.writes) batch.writes.add(write);
    }
    this.pending = rest;
    return batch;
  }

  private receive(payload: string | undefined) {
    const parsed = payloadSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      console.error("[sync] ignoring a malformed commit notification");
      return;
    }
    const ts = BigInt(parsed.data.ts);
    this.pending.push({ ts, writes: parsed.data.w });
    if (ts > this.seenTs) this.seenTs = ts;
    this.wakeWaiters();
    this.onCommit();
  }

  private wakeWaiters() {
    const still: typeof this.waiters = [];
    for (const waiter of this.waiters) {
      if (this.seenTs >= waiter.ts) waiter.resolve(true);
      else still.push(waiter);
    }
    this.waiters = still;
  }

  private lose(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = undefined;
    this.connected = false;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    console.error(
      `[sync] commit listener lost (${error instanceof Error ? error.message : String(error)}); retrying in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => void this.start(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 5_000);
  }
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}
