import * as z from "zod";
import { iconRefSchema } from "./common";
import { stepListSchema } from "./steps";

export const shortcutFieldsSchema = z.object({
  name: z.string().trim().min(1, "Give the shortcut a name").max(100),
  description: z.string().max(1000).default(""),
  icon: iconRefSchema.nullable().default(null),
  steps: stepListSchema.default([]),
  mode: z.enum(["sequential", "concurrent"]).default("sequential"),
  whenBusy: z.enum(["queue", "drop", "restart"]).default("queue"),
});
export type ShortcutFields = z.infer<typeof shortcutFieldsSchema>;
