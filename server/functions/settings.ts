import "server-only";
import * as z from "zod";
import { hostSettings } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hostSettingsPatchSchema } from "@/lib/settings/host-settings";
import { hostKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery } from "./define";
import { loadHostSettings } from "./settings-store";

/** `settings:get`: the signed-in host's appearance and timezone (defaults when unset). */
export const get = defineQuery({
  args: z.object({}),
  handler: async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.read("host_settings", hostKey(userId));
    return loadHostSettings(ctx.db, userId);
  },
});

/** The runtime's own spelling ("europe/paris" → "Europe/Paris"), so lists and crons agree. */
function canonicalTimezone(timezone: string): string {
  return new Intl.DateTimeFormat("en", { timeZone: timezone }).resolvedOptions().timeZone;
}

/** `settings:update`: any subset of theme, defaultFont, timezone. */
export const update = defineMutation({
  args: hostSettingsPatchSchema,
  handler: async (ctx, patch) => {
    const userId = requireUserId(ctx);
    if (Object.keys(patch).length === 0) {
      throw new AppError("INVALID_ARGUMENT", "Nothing to change.");
    }
    const current = await loadHostSettings(ctx.db, userId);
    const next = {
      ...current,
      ...patch,
      ...(patch.timezone ? { timezone: canonicalTimezone(patch.timezone) } : {}),
    };
    await ctx.db
      .insert(hostSettings)
      .values({ hostId: userId, ...next })
      .onConflictDoUpdate({
        target: hostSettings.hostId,
        set: { ...next, updatedAt: new Date() },
      });
    ctx.write("host_settings", hostKey(userId));
    return null;
  },
});
