import "server-only";
import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { screen, user } from "@/db/schema";
import type { ScreenFilters } from "@/lib/schemas/screen";
import type { QueryCtx } from "../functions/define";
import { type ScreenDetail, toScreenDetail } from "./rows";

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Screens matching SPEC §2 filters within `scope` (my screens, or public ones). */
export async function listScreens(
  ctx: QueryCtx,
  scope: SQL,
  filters: ScreenFilters,
  limit = 500,
): Promise<ScreenDetail[]> {
  const conditions: SQL[] = [scope];
  const search = filters.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const match = or(ilike(screen.name, pattern), ilike(screen.description, pattern));
    if (match) conditions.push(match);
  }
  const author = filters.author?.trim();
  if (author) conditions.push(ilike(user.name, likePattern(author)));
  const column = filters.sortBy === "createdAt" ? screen.createdAt : screen.updatedAt;
  const order = filters.ascending ? asc(column) : desc(column);
  const rows = await ctx.db
    .select({ screen, authorName: user.name })
    .from(screen)
    .innerJoin(user, eq(user.id, screen.hostId))
    .where(and(...conditions))
    .orderBy(order, asc(screen.id))
    .limit(limit);
  return rows.map((row) => toScreenDetail(row.screen, row.authorName));
}
