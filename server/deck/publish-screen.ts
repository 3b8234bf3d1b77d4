import "server-only";
import { eq, sql } from "drizzle-orm";
import { screen, screenPublication } from "@/db/schema";
import type { MutationCtx } from "../functions/define";
import { newId, type ScreenRow } from "./rows";
import { buildScreenDocument } from "./screen-document";

/**
 * Stores the next versioned snapshot (screen, buttons, referenced shortcuts, variable
 * definitions) and marks the screen public. The caller bumps the screen's version.
 */
export async function publishScreen(
  ctx: MutationCtx,
  row: ScreenRow,
): Promise<{ version: number; publishedAt: number }> {
  const snapshot = await buildScreenDocument(ctx, row);
  const [last] = await ctx.db
    .select({ version: sql<number>`coalesce(max(${screenPublication.version}), 0)` })
    .from(screenPublication)
    .where(eq(screenPublication.screenId, row.id));
  const version = Number(last?.version ?? 0) + 1;
  const now = new Date();
  await ctx.db.insert(screenPublication).values({
    id: newId(),
    screenId: row.id,
    hostId: row.hostId,
    version,
    snapshot,
    publishedAt: now,
  });
  await ctx.db
    .update(screen)
    .set({ visibility: "public", publishedAt: now })
    .where(eq(screen.id, row.id));
  return { version, publishedAt: now.getTime() };
}
