import "server-only";
import { asc, eq } from "drizzle-orm";
import * as z from "zod";
import { shortcut } from "@/db/schema";
import { iconRefSchema, idSchema } from "@/lib/schemas/common";
import { shortcutFieldsSchema } from "@/lib/schemas/shortcut";
import { stepListSchema } from "@/lib/schemas/steps";
import { newId, type ShortcutRow } from "../deck/rows";
import { enqueueRun } from "../runner/enqueue-run";
import { assertOwnRow, hostKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery, type QueryCtx } from "./define";

function toShortcutDetail(row: ShortcutRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    steps: row.steps,
    mode: row.mode as "sequential" | "concurrent",
    whenBusy: row.whenBusy as "queue" | "drop" | "restart",
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}
export type ShortcutDetail = ReturnType<typeof toShortcutDetail>;

async function getOwnShortcut(ctx: QueryCtx, shortcutId: string): Promise<ShortcutRow> {
  const userId = requireUserId(ctx);
  const [found] = await ctx.db.select().from(shortcut).where(eq(shortcut.id, shortcutId));
  return assertOwnRow(userId, found, "shortcut");
}

export const list = defineQuery({
  args: z.object({}),
  handler: async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.read("shortcut", hostKey(userId));
    const rows = await ctx.db
      .select()
      .from(shortcut)
      .where(eq(shortcut.hostId, userId))
      .orderBy(asc(shortcut.name), asc(shortcut.id));
    return rows.map(toShortcutDetail);
  },
});

export const get = defineQuery({
  args: z.object({ shortcutId: idSchema }),
  handler: async (ctx, { shortcutId }) => {
    const row = await getOwnShortcut(ctx, shortcutId);
    ctx.read("shortcut", hostKey(row.hostId));
    return toShortcutDetail(row);
  },
});

/** `shortcuts:create` (DESIGN §7) → id. */
export const create = defineMutation({
  args: shortcutFieldsSchema,
  handler: async (ctx, args) => {
    const userId = requireUserId(ctx);
    const id = newId();
    await ctx.db.insert(shortcut).values({ id, hostId: userId, ...args });
    ctx.write("shortcut", hostKey(userId));
    return id;
  },
});

export const update = defineMutation({
  args: z.object({
    shortcutId: idSchema,
    name: shortcutFieldsSchema.shape.name.optional(),
    description: z.string().max(1000).optional(),
    icon: iconRefSchema.nullable().optional(),
    steps: stepListSchema.optional(),
    mode: z.enum(["sequential", "concurrent"]).optional(),
    whenBusy: z.enum(["queue", "drop", "restart"]).optional(),
  }),
  handler: async (ctx, { shortcutId, ...patch }) => {
    const row = await getOwnShortcut(ctx, shortcutId);
    await ctx.db
      .update(shortcut)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(shortcut.id, shortcutId));
    ctx.write("shortcut", hostKey(row.hostId));
    return null;
  },
});

export const remove = defineMutation({
  args: z.object({ shortcutId: idSchema }),
  handler: async (ctx, { shortcutId }) => {
    const row = await getOwnShortcut(ctx, shortcutId);
    await ctx.db.delete(shortcut).where(eq(shortcut.id, shortcutId));
    ctx.write("shortcut", hostKey(row.hostId));
    return null;
  },
});

/**
 * `shortcuts:run` → `{ runId }`: the host runs its own shortcut ("Run now"). Null when the
 * shortcut is busy and drops new runs.
 */
export const run = defineMutation({
  args: z.object({ shortcutId: idSchema }),
  handler: async (ctx, { shortcutId }) => {
    const row = await getOwnShortcut(ctx, shortcutId);
    const queued = await enqueueRun(
      ctx.db,
      { hostId: row.hostId, shortcutId: row.id, trigger: { kind: "host", by: row.hostId } },
      { announced: true },
    );
    ctx.write("run", hostKey(row.hostId));
    return queued;
  },
});
