import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { DbTransaction } from "@/server/functions/define";

/**
 * Presence in Postgres so every replica agrees: one row per open socket, heartbeats every
 * 10 s for all of this process's rows, rows silent for 30 s count as offline and are swept
 * (their process died).
 */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_STALE_SECONDS = 30;

export class Presence {
  constructor(
    private readonly db: Database,
    readonly processId: string,
  ) {}

  /** Per-socket write chains: an update must not overtake the insert it refers to. */
  private readonly chains = new Map<string, Promise<void>>();

  add(connectionId: string, platform: string | null) {
    this.quietly(
      connectionId,
      sql`insert into sync_presence (connection_id, process_id, platform) values (${connectionId}, ${this.processId}, ${platform})
          on conflict (connection_id) do nothing`,
    );
  }

  setUser(connectionId: string, userId: string | null) {
    this.quietly(
      connectionId,
      sql`update sync_presence set user_id = ${userId} where connection_id = ${connectionId}`,
    );
  }

  remove(connectionId: string) {
    this.quietly(
      connectionId,
      sql`delete from sync_presence where connection_id = ${connectionId}`,
      true,
    );
  }

  async heartbeat() {
    await this.db.execute(
      sql`update sync_presence set last_heartbeat_at = now() where process_id = ${this.processId}`,
    );
    await this.db.execute(
      sql`delete from sync_presence where last_heartbeat_at < now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`,
    );
  }

  async removeAll() {
    await this.db.execute(sql`delete from sync_presence where process_id = ${this.processId}`);
  }

  private quietly(connectionId: string, query: ReturnType<typeof sql>, last = false) {
    const previous = this.chains.get(connectionId) ?? Promise.resolve();
    const next = previous
      .then(() => this.db.execute(query))
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
