import "server-only";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { button, screen, user } from "@/db/schema";
import { fontIdSchema } from "@/lib/fonts";
import { idSchema } from "@/lib/schemas/common";
import { screenFieldsSchema, screenFiltersSchema, screenPatchSchema } from "@/lib/schemas/screen";
import { listScreens } from "../deck/list-screens";
import { publishScreen } from "../deck/publish-screen";
import { renderScreen } from "../deck/render-screen";
import { newId, toButtonDetail, toScreenDetail } from "../deck/rows";
import { buildScreenDocument, installScreenDocument } from "../deck/screen-document";
import { assertLayout, bumpScreen, loadScreenButtons } from "../deck/screen-edits";
import {
  getOwnScreen,
  getReadableScreen,
  getRenderableScreen,
  hostKey,
  requireUserId,
} from "./access/screen-access";
import { defineMutation, defineQuery } from "./define";
import { loadHostSettings } from "./settings-store";

const screenIdArgs = z.object({ screenId: idSchema });

/** `screens:list` (DESIGN §7): my screens with SPEC §2 filters. */
export const list = defineQuery({
  args: screenFiltersSchema,
  handler: (ctx, args) => {
    const userId = requireUserId(ctx);
    ctx.read("screen", hostKey(userId));
    return listScreens(ctx, eq(screen.hostId, userId), args);
  },
});

/** One screen with its buttons as stored (the editor's view). */
export const get = defineQuery({
  args: screenIdArgs,
  handler: async (ctx, { screenId }) => {
    const row = await getReadableScreen(ctx, screenId);
    ctx.read("screen", hostKey(row.hostId));
    const [author] = await ctx.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, row.hostId));
    const buttons = await loadScreenButtons(ctx, row.id, row.hostId);
    return {
      screen: toScreenDetail(row, author?.name ?? ""),
      buttons: buttons.map(toButtonDetail),
      isOwner: row.hostId === ctx.identity?.subject,
    };
  },
});

export const create = defineMutation({
  // A screen created without a font takes the host's default font (settings).
  args: screenFieldsSchema.extend({ fontFamily: fontIdSchema.optional() }),
  handler: async (ctx, { fontFamily, ...args }) => {
    const userId = requireUserId(ctx);
    const id = newId();
    const font = fontFamily ?? (await loadHostSettings(ctx.db, userId)).defaultFont;
    const [row] = await ctx.db
      .insert(screen)
      .values({ id, hostId: userId, ...args, fontFamily: font })
      .returning();
    if (row && args.visibility === "public") await publishScreen(ctx, row);
    ctx.write("screen", hostKey(userId));
    return id;
  },
});

export const update = defineMutation({
  args: screenPatchSchema.extend({ screenId: idSchema }),
  handler: async (ctx, { screenId, ...fields }) => {
    const row = await getOwnScreen(ctx, screenId);
    const columns = fields.columns ?? row.columns;
    const rows = fields.rows ?? row.rows;
    if (columns !== row.columns || rows !== row.rows) {
      const buttons = await ctx.db.select().from(button).where(eq(button.screenId, screenId));
      assertLayout({ columns, rows }, buttons);
    }
    await ctx.db.update(screen).set(fields).where(eq(screen.id, screenId));
    // Public means listed in discover, which installs from a snapshot: making a screen
    // public publishes its first (or next) version.
    if (fields.visibility === "public" && row.visibility !== "public") {
      await publishScreen(ctx, { ...row, ...fields });
    }
    await bumpScreen(ctx, screenId, row.hostId);
    return null;
  },
});

export const remove = defineMutation({
  args: screenIdArgs,
  handler: async (ctx, { screenId }) => {
    const row = await getOwnScreen(ctx, screenId);
    await ctx.db.delete(screen).where(eq(screen.id, screenId));
    ctx.write("screen", hostKey(row.hostId));
    ctx.write("button", hostKey(row.hostId));
    return null;
  },
});

/** A private copy of one of my screens, with its buttons. */
export const duplicate = defineMutation({
  args: z.object({ screenId: idSchema, name: screenFieldsSchema.shape.name.optional() }),
  handler: async (ctx, { screenId, name }) => {
    const row = await getOwnScreen(ctx, screenId);
    const doc = await buildScreenDocument(ctx, row);
    return installScreenDocument(ctx, row.hostId, doc, {
      name: name ?? `${row.name} (copy)`.slice(0, 100),
      sourceScreenId: row.id,
      sourceVersion: row.version,
    });
  },
});

/** `screens:render` (DESIGN §7): labels resolved with live values, states applied. */
export const render = defineQuery({
  args: screenIdArgs,
  handler: async (ctx, { screenId }) => {
    const row = await getRenderableScreen(ctx, screenId);
    ctx.read("screen", hostKey(row.hostId));
    return renderScreen(ctx, row);
  },
});

/** The screen as a JSON document with `schemaVersion` (export file). */
export const exportScreen = defineQuery({
  args: screenIdArgs,
  handler: async (ctx, { screenId }) => {
    const row = await getReadableScreen(ctx, screenId);
    ctx.read("screen", hostKey(row.hostId));
    return buildScreenDocument(ctx, row);
  },
});

/** Imports an exported document as a new private screen of mine. */
export const importScreen = defineMutation({
  args: z.object({ document: z.unknown() }),
  handler: (ctx, { document }) => {
    const userId = requireUserId(ctx);
    return installScreenDocument(ctx, userId, document);
  },
});

// `export` and `import` are reserved words; the paths stay `screens:export` / `screens:import`.
export { exportScreen as export, importScreen as import };
