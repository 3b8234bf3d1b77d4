import "server-only";
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter } from "better-auth";

/**
 * ASVS 7.3.2: sliding sessions (7 d, refreshed daily) get an absolute cap of 30 days from
 * sign-in. Better Auth has no such option, so every session row the adapter reads has its
 * expiresAt clamped to createdAt + 30 d: Better Auth then treats an older session as expired
 * (deletes it, answers null) on every path, cookie cache included. Writes are clamped by the
 * session update hook in lib/auth.ts, so a refresh never reaches past the cap either.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export function capSessionExpiry(expiresAt: Date, createdAt: Date): Date {
  const cap = createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
  return expiresAt.getTime() > cap ? new Date(cap) : expiresAt;
}

type SessionLike = { expiresAt?: unknown; createdAt?: unknown };

function clampRow<T>(row: T): T {
  const session = row as SessionLike | null;
  if (!session || !(session.expiresAt instanceof Date) || !(session.createdAt instanceof Date)) {
    return row;
  }
  const expiresAt = capSessionExpiry(session.expiresAt, session.createdAt);
  return expiresAt === session.expiresAt ? row : ({ ...session, expiresAt } as T);
}

type Adapter = DBAdapter<BetterAuthOptions>;
function clampReads<A extends Adapter | DBTransactionAdapter>(adapter: A): A {
  return {
    ...adapter,
    async findOne(data) {
      const row = await adapter.findOne(data);
      return data.model === "session" ? clampRow(row) : row;
    },
    async findMany(data) {
      const rows = await adapter.findMany(data);
      return data.model === "session" ? rows.map(clampRow) : rows;
    },
  } as A;
}

export function withAbsoluteSessionLifetime(
  factory: (options: BetterAuthOptions) => Adapter,
): (options: BetterAuthOptions) => Adapter {
  return (options) => {
    const adapter = factory(options);
    return {
      ...clampReads(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(clampReads(trx))),
    };
  };
}
