import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { presenceKey } from "@/server/functions/access/screen-access";
import type { DbTransaction } from "@/server/functions/define";
import { announceWrites, DEFAULT_COMMIT_CHANNEL } from "./announce-writes";

/**
 * Presence in Postgres so every replica agrees: one row per open socket, heartbeats every
 * 10 s for all of this process's rows, rows silent for 30 s count as offline and are swept
 * (their process died). Whenever a user's set of sockets changes, the write
 * `sync_presence/user=<id>` is announced so queries that show who is online re-run.
 */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_STALE_SECONDS = 30;

export class Presence {
  constructor(
    private readonly db: Database,
    readonly processId: string,
    private readonly channel = DEFAULT_COMMIT_CHANNEL,
  ) {}

  /** Per-socket write chains: an update must not overtake the insert it refers to. */
  private readonly chains = new Map<string, Promise<void>>();

  add(connectionId: string, platform: string | null) {
    this.quietly(connectionId, async (db) => {
      await db.execute(
        sql`insert into sync_presence (connection_id, process_id, platform) values (${connectionId}, ${this.processId}, ${platform})
            on conflict (connection_id) do nothing`,
      );
    });
  }

  setUser(connectionId: string, userId: string | null) {
    this.quietly(connectionId, (db) =>
      db.transaction(async (tx) => {
        const before = await tx.execute<{ user_id: string | null }>(
          sql`select user_id from sync_presence where connection_id = ${connectionId} for update`,
        );
        const previous = before.rows[0]?.user_id ?? null;
        if (before.rows.length === 0 || previous === userId) return;
        await tx.execute(
          sql`update sync_presence set user_id = ${userId} where connection_id = ${connectionId}`,
        );
        await this.announce(tx, [previous, userId]);
      }),
    );
  }

  remove(connectionId: string) {
    this.quietly(
      connectionId,
      (db) =>
        db.transaction(async (tx) => {
          const gone = await tx.execute<{ user_id: string | null }>(
            sql`delete from sync_presence where connection_id = ${connectionId} returning user_id`,
          );
          await this.announce(
            tx,
            gone.rows.map((row) => row.user_id),
          );
        }),
      true,
    );
  }

  async heartbeat() {
    await this.db.execute(
      sql`update sync_presence set last_heartbeat_at = now() where process_id = ${this.processId}`,
    );
    await this.db.transaction(async (tx) => {
      const swept = await tx.execute<{ user_id: string | null }>(
        sql`delete from sync_presence where last_heartbeat_at < now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}) returning user_id`,
      );
      await this.announce(
        tx,
        swept.rows.map((row) => row.user_id),
      );
    });
  }

  async removeAll() {
    await this.db.transaction(async (tx) => {
      const gone = await tx.execute<{ user_id: string | null }>(
        sql`delete from sync_presence where process_id = ${this.processId} returning user_id`,
      );
      await this.announce(
        tx,
        gone.rows.map((row) => row.user_id),
      );
    });
  }

  private async announce(tx: Pick<Database, "execute">, userIds: (string | null)[]) {
    const users = [...new Set(userIds.filter((id): id is string => id !== null))];
    if (users.length === 0) return;
    await announceWrites(
      tx,
      users.map((id) => ({ table: "sync_presence", key: presenceKey(id) })),
      this.channel,
    );
  }

  private quietly(connectionId: string, write: (db: Database) => Promise<unknown>, last = false) {
    const previous = this.chains.get(connectionId) ?? Promise.resolve();
    const next = previous
      .then(() => write(this.db))
      .then(
        () => undefined,
        (error: unknown) => {
          console.error(
            "[sync] presence write failed:",
            error instanceof Error ? error.message : error,
          );
        },
      );
    if (last) this.chains.delete(connectionId);
    else this.chains.set(connectionId, next);
  }
}

/** True when the user has a socket whose process heartbeated in the last 30 s. */
export async function isUserOnline(db: Database | DbTransaction, userId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from sync_presence where user_id = ${userId}
        and last_heartbeat_at >= now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}) limit 1`,
  );
  return result.rows.length > 0;
}

/** Every online user with their number of open sockets. */
export async function listOnlineUsers(
  db: Database | DbTransaction,
): Promise<{ userId: string; sockets: number }[]> {
  const result = await db.execute<{ user_id: string; sockets: string }>(
    sql`select user_id, count(*) as sockets from sync_presence
        where user_id is not null and last_heartbeat_at >= now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})
        group by user_id`,
  );
  return result.rows.map((row) => ({ userId: row.user_id, sockets: Number(row.sockets) }));
}
