import * as z from "zod";
import { DEFAULT_FONT_ID, fontIdSchema } from "@/lib/fonts";
import { timezoneSchema } from "@/lib/schemas/automation";
import { colourModeSchema } from "@/lib/theme/colour-mode";

/** A host's settings (`settings:get`), shared by the server and the settings page. */
export const hostSettingsSchema = z.object({
  theme: colourModeSchema,
  defaultFont: fontIdSchema,
  timezone: timezoneSchema,
});
export type HostSettings = z.infer<typeof hostSettingsSchema>;

/** `settings:update` takes any subset. */
export const hostSettingsPatchSchema = hostSettingsSchema.partial();
export type HostSettingsPatch = z.infer<typeof hostSettingsPatchSchema>;

export const DEFAULT_HOST_SETTINGS: HostSettings = {
  theme: "system",
  defaultFont: DEFAULT_FONT_ID,
  timezone: "UTC",
};
