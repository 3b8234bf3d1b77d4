import "server-only";
import { sql } from "drizzle-orm";

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/**
 * Serialises everything that touches one stored file (an upload writing it, a removal
 * deleting it when its last row goes) for the rest of the caller's transaction, so a
 * removal never deletes a file that a concurrent upload has just claimed.
 */
export async function lockStorageKey(tx: Executor, bucket: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}/${key}`}, 0))`);
}
