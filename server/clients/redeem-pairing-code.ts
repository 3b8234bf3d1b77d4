import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { connection, pairingCode } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ConnectionStatus } from "@/lib/schemas/connection";
import { RateLimiter } from "@/server/sync/rate-limiter";
import { newId } from "../deck/rows";
import { clientKey, hostKey } from "../functions/access/screen-access";
import type { MutationCtx } from "../functions/define";

/** 10 tries, then one every 6 s: enough for typos, far too slow to guess a code. */
const redeemLimiter = new RateLimiter({ capacity: 10, refillPerSecond: 1 / 6 });

export type RedeemInput = { code: string; deviceName: string; platform: string };

/** Turns a host's pairing code into a connection of the caller (pending or active). */
export async function redeemPairingCode(
  ctx: MutationCtx,
  clientUserId: string,
  input: RedeemInput,
): Promise<{ connectionId: string; status: ConnectionStatus }> {
  if (!redeemLimiter.take(clientUserId)) {
    throw new AppError("RATE_LIMITED", "Too many attempts. Wait a minute and try again.");
  }
  const [row] = await ctx.db
    .select()
    .from(pairingCode)
    .where(eq(pairingCode.code, input.code))
    .for("update");
  if (!row) {
    throw new AppError(
      "NOT_FOUND",
      `No pairing code ${input.code} exists. Check it and try again.`,
    );
  }
  if (row.hostId === clientUserId) {
    throw new AppError(
      "INVALID_ARGUMENT",
      "This is your own pairing code. Your own screens are already on every device you sign in to.",
    );
  }
  if (row.usedBy) {
    throw new AppError(
      "INVALID_ARGUMENT",
      "This pairing code has already been used. Ask the host for a new one.",
    );
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(
      "INVALID_ARGUMENT",
      "This pairing code has expired. Ask the host for a new one.",
    );
  }
  const [blocked] = await ctx.db
    .select({ id: connection.id })
    .from(connection)
    .where(
      and(
        eq(connection.hostId, row.hostId),
        eq(connection.clientUserId, clientUserId),
        eq(connection.status, "blocked"),
      ),
    );
  if (blocked) throw new AppError("FORBIDDEN", "This host has blocked your account.");
  const used = await ctx.db
    .update(pairingCode)
    .set({ usedBy: clientUserId, usedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(pairingCode.id, row.id), isNull(pairingCode.usedBy)))
    .returning({ id: pairingCode.id });
  if (used.length === 0) {
    throw new AppError(
      "INVALID_ARGUMENT",
      "This pairing code has already been used. Ask the host for a new one.",
    );
  }
  const status: ConnectionStatus = row.autoApprove ? "active" : "pending";
  const connectionId = newId();
  await ctx.db.insert(connection).values({
    id: connectionId,
    hostId: row.hostId,
    clientUserId,
    deviceName: input.deviceName,
    platform: input.platform,
    role: row.role,
    status,
    lastSeenAt: new Date(),
  });
  ctx.write("pairing_code", hostKey(row.hostId));
  ctx.write("connection", hostKey(row.hostId));
  ctx.write("connection", clientKey(clientUserId));
  return { connectionId, status };
}
