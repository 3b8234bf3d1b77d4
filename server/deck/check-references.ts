import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { button, screen, shortcut, variable } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ButtonFields } from "@/lib/schemas/button";
import type { QueryCtx } from "../functions/define";

/**
 * A button may only point at the host's own shortcuts, variables, screens and buttons;
 * anything else is refused as if it did not exist.
 */
export async function assertButtonReferences(
  ctx: QueryCtx,
  hostId: string,
  fields: Partial<ButtonFields>,
): Promise<void> {
  const shortcutIds = new Set<string>();
  for (const binding of Object.values(fields.on ?? {})) {
    if (binding && "shortcutId" in binding) shortcutIds.add(binding.shortcutId);
  }
  if (shortcutIds.size > 0) {
    const found = await ctx.db
      .select({ id: shortcut.id })
      .from(shortcut)
      .where(and(eq(shortcut.hostId, hostId), inArray(shortcut.id, [...shortcutIds])));
    if (found.length !== shortcutIds.size)
      throw new AppError("NOT_FOUND", "That shortcut does not exist.");
  }
  if (fields.variableId) {
    const [found] = await ctx.db
      .select({ id: variable.id })
      .from(variable)
      .where(and(eq(variable.hostId, hostId), eq(variable.id, fields.variableId)));
    if (!found) throw new AppError("NOT_FOUND", "That variable does not exist.");
  }
  if (fields.targetScreenId) {
    const [found] = await ctx.db
      .select({ id: screen.id })
      .from(screen)
      .where(and(eq(screen.hostId, hostId), eq(screen.id, fields.targetScreenId)));
    if (!found) throw new AppError("NOT_FOUND", "That target screen does not exist.");
  }
  if (fields.referenceButtonId) {
    const [found] = await ctx.db
      .select({ id: button.id })
      .from(button)
      .innerJoin(screen, eq(screen.id, button.screenId))
      .where(and(eq(screen.hostId, hostId), eq(button.id, fields.referenceButtonId)));
    if (!found) throw new AppError("NOT_FOUND", "That button does not exist.");
  }
}
