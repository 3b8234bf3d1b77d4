import "server-only";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import * as z from "zod";
import { screen, screenPublication, user } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/schemas/common";
import { screenFiltersSchema } from "@/lib/schemas/screen";
import { listScreens } from "../deck/list-screens";
import { publishScreen } from "../deck/publish-screen";
import { toScreenDetail } from "../deck/rows";
import { installScreenDocument } from "../deck/screen-document";
import { bumpScreen } from "../deck/screen-edits";
import { getOwnScreen, getReadableScreen, hostKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery, type QueryCtx } from "./define";

async function latestPublication(ctx: QueryCtx, screenId: string) {
  const [publication] = await ctx.db
    .select()
    .from(screenPublication)
    .where(eq(screenPublication.screenId, screenId))
    .orderBy(desc(screenPublication.version))
    .limit(1);
  if (!publication) throw new AppError("NOT_FOUND", "This screen has not been published.");
  return publication;
}

/**
 * Publishes a versioned snapshot (screen, buttons, referenced shortcuts and variable
 * definitions) and makes the screen public.
 */
export const publish = defineMutation({
  args: z.object({ screenId: idSchema }),
  handler: async (ctx, { screenId }) => {
    const row = await getOwnScreen(ctx, screenId);
    const published = await publishScreen(ctx, row);
    await bumpScreen(ctx, screenId, row.hostId);
    return published;
  },
});

/** The public gallery with SPEC §2 filters; anyone may browse it. */
export const list = defineQuery({
  args: screenFiltersSchema,
  handler: (ctx, args) => {
    // The gallery spans every host: any screen write re-runs it.
    ctx.read("screen");
    return listScreens(
      ctx,
      and(eq(screen.visibility, "public"), isNotNull(screen.publishedAt)) ?? sql`false`,
      args,
    );
  },
});

/** A published screen and its latest snapshot (for the preview before installing). */
export const get = defineQuery({
  args: z.object({ screenId: idSchema }),
  handler: async (ctx, { screenId }) => {
    const row = await getReadableScreen(ctx, screenId);
    ctx.read("screen", hostKey(row.hostId));
    const publication = await latestPublication(ctx, screenId);
    const [author] = await ctx.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, row.hostId));
    return {
      screen: toScreenDetail(row, author?.name ?? ""),
      version: publication.version,
      publishedAt: publication.publishedAt.getTime(),
      snapshot: publication.snapshot,
    };
  },
});

/** Copies the latest snapshot into my account, remapping variables and shortcuts by key. */
export const install = defineMutation({
  args: z.object({ screenId: idSchema }),
  handler: async (ctx, { screenId }) => {
    const userId = requireUserId(ctx);
    const row = await getReadableScreen(ctx, screenId);
    const publication = await latestPublication(ctx, screenId);
    const id = await installScreenDocument(ctx, userId, publication.snapshot, {
      sourceScreenId: screenId,
      sourceVersion: publication.version,
    });
    await ctx.db
      .update(screen)
      .set({ installCount: sql`${screen.installCount} + 1` })
      .where(eq(screen.id, screenId));
    ctx.write("screen", hostKey(row.hostId));
    return id;
  },
});
