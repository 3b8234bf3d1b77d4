import "server-only";
import { eq } from "drizzle-orm";
import { screen } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { QueryCtx } from "../define";

export type ScreenRow = typeof screen.$inferSelect;

/**
 * Who sees what (DESIGN §4), in one place so client connections can extend it: the owner
 * reads and writes; public and unlisted screens are readable by anyone with the id.
 */
export function requireUserId(ctx: Pick<QueryCtx, "identity">): string {
  if (!ctx.identity) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
  return ctx.identity.subject;
}

/** The owner scope key for reactivity: every host-owned table is read and written per host. */
export function hostKey(hostId: string): string {
  return `host=${hostId}`;
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

/**
 * A screen whose buttons the caller may press (`buttons:press`). The owner only, for now;
 * client connections extend this to active controllers. Viewers and strangers get
 * FORBIDDEN, signed-out callers UNAUTHENTICATED.
 */
export async function getPressableScreen(ctx: QueryCtx, screenId: string): Promise<ScreenRow> {
  const userId = requireUserId(ctx);
  const row = await findScreen(ctx, screenId);
  if (row.hostId !== userId)
    throw new AppError("FORBIDDEN", "You cannot press buttons on this screen.");
  return row;
}

export type HostViewer = { userId: string; role: "owner" | "controller" | "viewer" };

/**
 * The caller may see what a host's shortcuts tell its clients (`runs:clientEvents`). The
 * host itself only, for now; client connections extend this to their active devices.
 */
export async function requireHostViewer(ctx: QueryCtx, hostId: string): Promise<HostViewer> {
  const userId = requireUserId(ctx);
  if (hostId !== userId) throw new AppError("FORBIDDEN", "You are not connected to this host.");
  return { userId, role: "owner" };
}
