import "server-only";
import { and, eq, ne } from "drizzle-orm";
import * as z from "zod";
import { button, screen } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type ButtonFields, buttonFieldsSchema, buttonPatchSchema } from "@/lib/schemas/button";
import { idSchema, templateSchema } from "@/lib/schemas/common";
import { assertButtonReferences } from "../deck/check-references";
import { type ButtonRow, newId, type ScreenRow, toButtonDetail } from "../deck/rows";
import { assertLayout, bumpScreen } from "../deck/screen-edits";
import { pressButton } from "../runner/press-button";
import { getOwnScreen, requireUserId } from "./access/screen-access";
import { defineMutation, type MutationCtx } from "./define";

/**
 * DESIGN §7 shortcuts on top of the full fields: `label` sets `style.label`, `shortcutId`
 * binds the press event.
 */
const sugar = { label: templateSchema.optional(), shortcutId: idSchema.nullable().optional() };

function applySugar<T extends Partial<ButtonFields>>(
  fields: T,
  current: Pick<ButtonFields, "style" | "on">,
  sugarArgs: { label?: string; shortcutId?: string | null },
): T {
  const out = { ...fields };
  if (sugarArgs.label !== undefined)
    out.style = { ...(fields.style ?? current.style), label: sugarArgs.label };
  if (sugarArgs.shortcutId !== undefined) {
    const on = { ...(fields.on ?? current.on) };
    if (sugarArgs.shortcutId === null) delete on.press;
    else on.press = { shortcutId: sugarArgs.shortcutId };
    out.on = on;
  }
  return out;
}

async function getOwnButton(
  ctx: MutationCtx,
  buttonId: string,
): Promise<{ row: ButtonRow; screen: ScreenRow }> {
  const userId = requireUserId(ctx);
  const [found] = await ctx.db
    .select({ button, screen })
    .from(button)
    .innerJoin(screen, eq(screen.id, button.screenId))
    .where(eq(button.id, buttonId));
  if (!found) throw new AppError("NOT_FOUND", "This button does not exist.");
  if (found.screen.hostId !== userId)
    throw new AppError("FORBIDDEN", "Only the screen's owner can change it.");
  return { row: found.button, screen: found.screen };
}

async function assertFits(
  ctx: MutationCtx,
  grid: ScreenRow,
  candidate: { x: number; y: number; w: number; h: number },
  exceptId?: string,
) {
  const others = await ctx.db
    .select({ x: button.x, y: button.y, w: button.w, h: button.h })
    .from(button)
    .where(
      exceptId
        ? and(eq(button.screenId, grid.id), ne(button.id, exceptId))
        : eq(button.screenId, grid.id),
    );
  assertLayout(grid, [...others, candidate]);
}

/** `buttons:create` (DESIGN §7) → id. */
export const create = defineMutation({
  args: buttonFieldsSchema.extend({ screenId: idSchema, ...sugar }),
  handler: async (ctx, { screenId, label, shortcutId, ...rest }) => {
    const owner = await getOwnScreen(ctx, screenId);
    const fields = applySugar(rest, rest, { label, shortcutId });
    await assertFits(ctx, owner, fields);
    await assertButtonReferences(ctx, owner.hostId, fields);
    const id = newId();
    await ctx.db.insert(button).values({ id, screenId, ...fields });
    await bumpScreen(ctx, screenId, owner.hostId);
    return id;
  },
});

/** `buttons:update`: any subset of the fields. */
export const update = defineMutation({
  args: buttonPatchSchema.extend({ buttonId: idSchema, ...sugar }),
  handler: async (ctx, { buttonId, label, shortcutId, ...patch }) => {
    const { row, screen: owner } = await getOwnButton(ctx, buttonId);
    const current = toButtonDetail(row);
    const fields = applySugar(patch, current, { label, shortcutId });
    await assertFits(ctx, owner, { ...current, ...fields }, buttonId);
    await assertButtonReferences(ctx, owner.hostId, fields);
    await ctx.db
      .update(button)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(button.id, buttonId));
    await bumpScreen(ctx, owner.id, owner.hostId);
    return null;
  },
});

/** Drag and resize in one call: position and span only. */
export const move = defineMutation({
  args: z.object({
    buttonId: idSchema,
    x: buttonPatchSchema.shape.x.unwrap(),
    y: buttonPatchSchema.shape.y.unwrap(),
    w: buttonPatchSchema.shape.w.unwrap().optional(),
    h: buttonPatchSchema.shape.h.unwrap().optional(),
  }),
  handler: async (ctx, { buttonId, x, y, w, h }) => {
    const { row, screen: owner } = await getOwnButton(ctx, buttonId);
    const rect = { x, y, w: w ?? row.w, h: h ?? row.h };
    await assertFits(ctx, owner, rect, buttonId);
    await ctx.db
      .update(button)
      .set({ ...rect, updatedAt: new Date() })
      .where(eq(button.id, buttonId));
    await bumpScreen(ctx, owner.id, owner.hostId);
    return null;
  },
});

export const remove = defineMutation({
  args: z.object({ buttonId: idSchema }),
  handler: async (ctx, { buttonId }) => {
    const { screen: owner } = await getOwnButton(ctx, buttonId);
    await ctx.db.delete(button).where(eq(button.id, buttonId));
    await bumpScreen(ctx, owner.id, owner.hostId);
    return null;
  },
});

/**
 * `buttons:press` (DESIGN §7) → `{ runId }` or null when the event has no binding. A
 * slider's `change` carries its new `value`; `confirm` is asked by the client first.
 */
export const press = defineMutation({
  args: z.object({
    buttonId: idSchema,
    event: z.enum(["press", "release", "longPress", "change"]).default("press"),
    value: z.number().finite().optional(),
  }),
  handler: (ctx, args) => pressButton(ctx, args),
});
