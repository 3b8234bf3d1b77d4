import "server-only";
import { and, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import * as z from "zod";
import { screen, screenPublication, user } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/schemas/common";
import { screenFiltersSchema, screenPatchSchema } from "@/lib/schemas/screen";
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
  args: z.object({
    screenId: idSchema,
    /** Replaces the screen's description first, so the snapshot carries the new text. */
    description: screenPatchSchema.shape.description,
  }),
  handler: async (ctx, { screenId, description }) => {
    let row = await getOwnScreen(ctx, screenId);
    if (description !== undefined && description !== row.description) {
      await ctx.db.update(screen).set({ description }).where(eq(screen.id, screenId));
      row = { ...row, description };
    }
    const published = await publishScreen(ctx, row);
    await bumpScreen(ctx, screenId, row.hostId);
    return published;
  },
});

/** The public gallery with SPEC §2 filters, each with its latest published version. */
export const list = defineQuery({
  args: screenFiltersSchema,
  handler: async (ctx, args) => {
    // The gallery spans every host: any screen write re-runs it.
    ctx.read("screen");
    const screens = await listScreens(
      ctx,
      and(eq(screen.visibility, "public"), isNotNull(screen.publishedAt)) ?? sql`false`,
      args,
    );
    const versions =
      screens.length === 0
        ? []
        : await ctx.db
            .select({
              screenId: screenPublication.screenId,
              version: max(screenPublication.version),
            })
            .from(screenPublication)
            .where(
              inArray(
                screenPublication.screenId,
                screens.map((s) => s.id),
              ),
            )
            .groupBy(screenPublication.screenId);
    const versionOf = new Map(versions.map((v) => [v.screenId, Number(v.version ?? 0)]));
    return screens.map((s) => ({ ...s, publishedVersion: versionOf.get(s.id) ?? 0 }));
  },
});

/** The latest publication of one of my screens, or null before the first (publish dialog). */
export const publication = defineQuery({
  args: z.object({ screenId: idSchema }),
  handler: async (ctx, { screenId }) => {
    const row = await getOwnScreen(ctx, screenId);
    ctx.read("screen", hostKey(row.hostId));
    const [latest] = await ctx.db
      .select({ version: screenPublication.version, publishedAt: screenPublication.publishedAt })
      .from(screenPublication)
      .where(eq(screenPublication.screenId, screenId))
      .orderBy(desc(screenPublication.version))
      .limit(1);
    return latest
      ? {
          version: latest.version,
          publishedAt: latest.publishedAt.getTime(),
          visibility: row.visibility,
        }
      : null;
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
