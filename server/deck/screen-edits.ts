import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { button, screen } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { findLayoutProblem, type Grid, type Rect } from "@/lib/screen/layout";
import { hostKey } from "../functions/access/screen-access";
import type { MutationCtx, QueryCtx } from "../functions/define";
import type { ButtonRow } from "./rows";

/** Every edit of a screen or its buttons bumps `version` and `updatedAt` (DESIGN §4). */
export async function bumpScreen(ctx: MutationCtx, screenId: string, hostId: string) {
  await ctx.db
    .update(screen)
    .set({ version: sql`${screen.version} + 1`, updatedAt: new Date() })
    .where(eq(screen.id, screenId));
  ctx.write("screen", hostKey(hostId));
  ctx.write("button", hostKey(hostId));
}

export async function loadScreenButtons(
  ctx: QueryCtx,
  screenId: string,
  hostId: string,
): Promise<ButtonRow[]> {
  ctx.read("button", hostKey(hostId));
  return ctx.db
    .select()
    .from(button)
    .where(eq(button.screenId, screenId))
    .orderBy(asc(button.y), asc(button.x), asc(button.createdAt));
}

/** Refuses a layout with a button outside the grid or two on one cell, naming the cell. */
export function assertLayout(grid: Grid, rects: readonly Rect[]): void {
  const problem = findLayoutProblem(grid, rects);
  if (problem) throw new AppError("INVALID_ARGUMENT", problem);
}
