import "server-only";
import { and, asc, eq, gt, inArray, isNull, lt, max, or } from "drizzle-orm";
import * as z from "zod";
import { connection, screen, syncPresence, user } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/schemas/common";
import {
  allowedScreenIdsSchema,
  type ClientConnection,
  type ClientRole,
  type ConnectionStatus,
  clientRoleSchema,
  deviceNameSchema,
  type HostConnection,
  pairingCodeInputSchema,
} from "@/lib/schemas/connection";
import { redeemPairingCode } from "../clients/redeem-pairing-code";
import { clientKey, hostKey, presenceKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery, type MutationCtx, type QueryCtx } from "./define";

/** Matches the presence sweep (server/sync/presence.ts): older heartbeats are offline. */
const PRESENCE_FRESH_MS = 30_000;
const connectionIdArgs = z.object({ connectionId: idSchema });
type ConnectionRow = typeof connection.$inferSelect;

/** Latest live heartbeat per user, declared as reads so connects and disconnects re-run. */
async function loadLastHeartbeats(ctx: QueryCtx, userIds: string[]): Promise<Map<string, Date>> {
  const ids = [...new Set(userIds)];
  for (const id of ids) ctx.read("sync_presence", presenceKey(id));
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ userId: syncPresence.userId, at: max(syncPresence.lastHeartbeatAt) })
    .from(syncPresence)
    .where(
      and(
        inArray(syncPresence.userId, ids),
        gt(syncPresence.lastHeartbeatAt, new Date(Date.now() - PRESENCE_FRESH_MS)),
      ),
    )
    .groupBy(syncPresence.userId);
  return new Map(rows.flatMap((r) => (r.userId && r.at ? [[r.userId, r.at] as const] : [])));
}

/** One of my (the host's) connections, or the reason I may not touch it. */
async function getHostConnection(ctx: MutationCtx, connectionId: string): Promise<ConnectionRow> {
  const userId = requireUserId(ctx);
  const [row] = await ctx.db.select().from(connection).where(eq(connection.id, connectionId));
  if (!row) throw new AppError("NOT_FOUND", "This connection does not exist.");
  if (row.hostId !== userId) {
    throw new AppError("FORBIDDEN", "Only the host can change this connection.");
  }
  return row;
}

function announce(ctx: MutationCtx, row: ConnectionRow) {
  ctx.write("connection", hostKey(row.hostId));
  ctx.write("connection", clientKey(row.clientUserId));
}

/** `connections:redeem` (DESIGN §7): a client enters a host's code. */
export const redeem = defineMutation({
  args: z.object({
    code: pairingCodeInputSchema,
    deviceName: deviceNameSchema,
    platform: z.string().max(60).optional(),
  }),
  handler: (ctx, args) =>
    redeemPairingCode(ctx, requireUserId(ctx), {
      code: args.code,
      deviceName: args.deviceName,
      platform: args.platform ?? "",
    }),
});

/** `connections:list` (DESIGN §7): my clients with live `online` from presence. */
export const list = defineQuery({
  args: z.object({}),
  handler: async (ctx): Promise<HostConnection[]> => {
    const userId = requireUserId(ctx);
    ctx.read("connection", hostKey(userId));
    const rows = await ctx.db
      .select({ connection, clientName: user.name, clientEmail: user.email })
      .from(connection)
      .innerJoin(user, eq(user.id, connection.clientUserId))
      .where(eq(connection.hostId, userId))
      .orderBy(asc(connection.createdAt), asc(connection.id));
    const seen = await loadLastHeartbeats(
      ctx,
      rows.map((r) => r.connection.clientUserId),
    );
    return rows.map(({ connection: c, clientName, clientEmail }) => {
      const heartbeat = seen.get(c.clientUserId);
      return {
        id: c.id,
        deviceName: c.deviceName,
        platform: c.platform,
        clientUserId: c.clientUserId,
        clientName,
        clientEmail,
        role: c.role as ClientRole,
        status: c.status as ConnectionStatus,
        allowedScreenIds: c.allowedScreenIds ?? null,
        online: c.status === "active" && heartbeat !== undefined,
        lastSeenAt: (heartbeat ?? c.lastSeenAt)?.getTime() ?? null,
        createdAt: c.createdAt.getTime(),
      };
    });
  },
});

/** `connections:approve` (DESIGN §7): a pending device becomes active. */
export const approve = defineMutation({
  args: connectionIdArgs,
  handler: async (ctx, { connectionId }) => {
    const row = await getHostConnection(ctx, connectionId);
    if (row.status === "blocked") {
      throw new AppError("INVALID_ARGUMENT", "Unblock this device before approving it.");
    }
    await ctx.db
      .update(connection)
      .set({ status: "active", updatedAt: new Date() })
      .where(eq(connection.id, row.id));
    announce(ctx, row);
    return null;
  },
});

/** `connections:revoke` (DESIGN §7): the device loses access at once; it may pair again. */
export const revoke = defineMutation({
  args: connectionIdArgs,
  handler: async (ctx, { connectionId }) => {
    const row = await getHostConnection(ctx, connectionId);
    await ctx.db.delete(connection).where(eq(connection.id, row.id));
    announce(ctx, row);
    return null;
  },
});

/** Rename, change role, limit to screens, block (or unblock with `status: "active"`). */
export const update = defineMutation({
  args: z.object({
    connectionId: idSchema,
    deviceName: deviceNameSchema.optional(),
    role: clientRoleSchema.optional(),
    allowedScreenIds: allowedScreenIdsSchema.optional(),
    status: z.enum(["blocked", "active"]).optional(),
  }),
  handler: async (ctx, { connectionId, ...changes }) => {
    const row = await getHostConnection(ctx, connectionId);
    if (changes.allowedScreenIds) {
      const ids = [...new Set(changes.allowedScreenIds)];
      const mine = await ctx.db
        .select({ id: screen.id })
        .from(screen)
        .where(and(eq(screen.hostId, row.hostId), inArray(screen.id, ids.length ? ids : [""])));
      if (mine.length !== ids.length) {
        throw new AppError("INVALID_ARGUMENT", "Pick screens of your own to share.");
      }
      changes.allowedScreenIds = ids;
    }
    await ctx.db
      .update(connection)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(connection.id, row.id));
    announce(ctx, row);
    return null;
  },
});

/** A client ends its own connection to a host. */
export const leave = defineMutation({
  args: connectionIdArgs,
  handler: async (ctx, { connectionId }) => {
    const userId = requireUserId(ctx);
    const [row] = await ctx.db.select().from(connection).where(eq(connection.id, connectionId));
    if (!row) throw new AppError("NOT_FOUND", "This connection does not exist.");
    if (row.clientUserId !== userId) {
      throw new AppError("FORBIDDEN", "Only the paired device can leave this connection.");
    }
    if (row.status === "blocked") {
      throw new AppError(
        "FORBIDDEN",
        "The host has blocked this account; only the host can remove it.",
      );
    }
    await ctx.db.delete(connection).where(eq(connection.id, row.id));
    announce(ctx, row);
    return null;
  },
});

/** Writes are skipped when the stored time is this fresh, so touching stays cheap. */
const LAST_SEEN_RESOLUTION_MS = 4 * 60_000;

/**
 * The client app says "this account is here" (on open and every few minutes), so the host
 * sees a real "last seen" once the device goes offline.
 */
export const touch = defineMutation({
  args: z.object({}),
  handler: async (ctx) => {
    const userId = requireUserId(ctx);
    const now = new Date();
    const touched = await ctx.db
      .update(connection)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(connection.clientUserId, userId),
          or(
            isNull(connection.lastSeenAt),
            lt(connection.lastSeenAt, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS)),
          ),
        ),
      )
      .returning({ hostId: connection.hostId });
    for (const hostId of new Set(touched.map((row) => row.hostId))) {
      ctx.write("connection", hostKey(hostId));
    }
    return null;
  },
});

/** `connections:hosts` (DESIGN §7): the hosts I am paired with, with live status. */
export const hosts = defineQuery({
  args: z.object({}),
  handler: async (ctx): Promise<ClientConnection[]> => {
    const userId = requireUserId(ctx);
    ctx.read("connection", clientKey(userId));
    const rows = await ctx.db
      .select({ connection, hostName: user.name })
      .from(connection)
      .innerJoin(user, eq(user.id, connection.hostId))
      .where(eq(connection.clientUserId, userId))
      .orderBy(asc(connection.createdAt), asc(connection.id));
    const seen = await loadLastHeartbeats(
      ctx,
      rows.map((r) => r.connection.hostId),
    );
    return rows.map(({ connection: c, hostName }) => ({
      connectionId: c.id,
      hostId: c.hostId,
      hostName,
      deviceName: c.deviceName,
      role: c.role as ClientRole,
      status: c.status as ConnectionStatus,
      hostOnline: seen.has(c.hostId),
      createdAt: c.createdAt.getTime(),
    }));
  },
});
