import "server-only";
import { and, eq } from "drizzle-orm";
import { connection, screen } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { QueryCtx } from "../define";

export type ScreenRow = typeof screen.$inferSelect;

/**
 * Who sees what (DESIGN §4), in one place: the owner reads and writes; public and unlisted
 * screens are readable by anyone with the id; a client with an active connection to the
 * host renders its screens (limited to allowedScreenIds), reads its variables and, with
 * role controller, presses its buttons. A blocked connection denies everything.
 */
export function requireUserId(ctx: Pick<QueryCtx, "identity">): string {
  if (!ctx.identity) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
  return ctx.identity.subject;
}

/** The owner scope key for reactivity: every host-owned table is read and written per host. */
export function hostKey(hostId: string): string {
  return `host=${hostId}`;
}

/** Connections are read per host (its devices list) and per client (its access). */
export function clientKey(clientUserId: string): string {
  return `client=${clientUserId}`;
}

/** Presence rows are announced per user (server/sync/presence.ts). */
export function presenceKey(userId: string): string {
  return `user=${userId}`;
}

export type ClientRole = "controller" | "viewer";
export type HostAccess = { userId: string; role: "owner" | ClientRole };
type ClientGrant = { role: ClientRole; allowedScreenIds: string[] | null };

/**
 * What the caller's connections to `hostId` grant: the strongest role and the union of
 * their screens; none when no connection is active or any of them is blocked. Declares the
 * read first, so revocation, blocking and role changes re-run every query that asked.
 */
export async function findClientGrant(
  ctx: QueryCtx,
  hostId: string,
  clientUserId: string,
): Promise<ClientGrant | null> {
  ctx.read("connection", clientKey(clientUserId));
  const rows = await ctx.db
    .select({
      role: connection.role,
      status: connection.status,
      allowedScreenIds: connection.allowedScreenIds,
    })
    .from(connection)
    .where(and(eq(connection.hostId, hostId), eq(connection.clientUserId, clientUserId)));
  if (rows.some((row) => row.status === "blocked")) return null;
  const active = rows.filter((row) => row.status === "active");
  if (active.length === 0) return null;
  const role = active.some((row) => row.role === "controller") ? "controller" : "viewer";
  if (active.some((row) => row.allowedScreenIds === null)) return { role, allowedScreenIds: null };
  const ids = new Set(active.flatMap((row) => row.allowedScreenIds ?? []));
  return { role, allowedScreenIds: [...ids] };
}

function grantsScreen(grant: ClientGrant, screenId: string): boolean {
  return grant.allowedScreenIds === null || grant.allowedScreenIds.includes(screenId);
}

/** The caller's standing with a host: itself, or an active client connection. */
export async function requireHostViewer(ctx: QueryCtx, hostId: string): Promise<HostAccess> {
  const userId = requireUserId(ctx);
  if (userId === hostId) return { userId, role: "owner" };
  const grant = await findClientGrant(ctx, hostId, userId);
  if (!grant) throw new AppError("FORBIDDEN", "You are not connected to this host.");
  return { userId, role: grant.role };
}

async function findScreen(ctx: QueryCtx, screenId: string): Promise<ScreenRow> {
  const [row] = await ctx.db.select().from(screen).where(eq(screen.id, screenId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "This screen does not exist.");
  return row;
}

export function canReadScreen(userId: string | null, row: ScreenRow): boolean {
  return row.hostId === userId || row.visibility === "public" || row.visibility === "unlisted";
}

/** A screen the caller may view (render, get, export), or the reason they may not. */
export async function getReadableScreen(ctx: QueryCtx, screenId: string): Promise<ScreenRow> {
  const row = await findScreen(ctx, screenId);
  const userId = ctx.identity?.subject ?? null;
  if (canReadScreen(userId, row)) return row;
  if (!userId) throw new AppError("UNAUTHENTICATED", "Sign in to see this screen.");
  throw new AppError("FORBIDDEN", "This screen is private.");
}

/** A screen the caller may render live: readable, or shared through an active connection. */
export async function getRenderableScreen(ctx: QueryCtx, screenId: string): Promise<ScreenRow> {
  const row = await findScreen(ctx, screenId);
  const userId = ctx.identity?.subject ?? null;
  if (canReadScreen(userId, row)) return row;
  if (!userId) throw new AppError("UNAUTHENTICATED", "Sign in to see this screen.");
  const grant = await findClientGrant(ctx, row.hostId, userId);
  if (grant && grantsScreen(grant, row.id)) return row;
  throw new AppError(
    "FORBIDDEN",
    grant ? "The host has not shared this screen with you." : "This screen is private.",
  );
}

/** A screen whose buttons the caller may press: its owner or an active controller. */
export async function getPressableScreen(ctx: QueryCtx, screenId: string): Promise<ScreenRow> {
  const userId = requireUserId(ctx);
  const row = await findScreen(ctx, screenId);
  if (row.hostId === userId) return row;
  const grant = await findClientGrant(ctx, row.hostId, userId);
  if (!grant || !grantsScreen(grant, row.id)) {
    throw new AppError("FORBIDDEN", "Only the host and its connected controllers can press here.");
  }
  if (grant.role !== "controller") {
    throw new AppError(
      "FORBIDDEN",
      "This device can watch this screen but not press its buttons. Ask the host for controller access.",
    );
  }
  return row;
}

/** A screen the caller owns, for every edit. */
export async function getOwnScreen(ctx: QueryCtx, screenId: string): Promise<ScreenRow> {
  const userId = requireUserId(ctx);
  const row = await findScreen(ctx, screenId);
  if (row.hostId !== userId)
    throw new AppError("FORBIDDEN", "Only the screen's owner can change it.");
  return row;
}

/** A host-owned row (shortcut, variable, automation) of the caller, or the reason not. */
export function assertOwnRow<T extends { hostId: string }>(
  userId: string,
  row: T | undefined,
  what: string,
): T {
  if (!row) throw new AppError("NOT_FOUND", `This ${what} does not exist.`);
  if (row.hostId !== userId)
    throw new AppError("FORBIDDEN", `This ${what} belongs to someone else.`);
  return row;
}

/** The runner's name for the caller's standing with a host (`runs:clientEvents`). */
export type HostViewer = HostAccess;
