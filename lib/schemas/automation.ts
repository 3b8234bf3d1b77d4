import * as z from "zod";
import { expressionSchema, idSchema, variableKeySchema } from "./common";
import { conditionSchema } from "./steps";

/** One cron field: `*`, numbers, ranges, lists and steps (`*\/5`, `1-5`, `0,30`). */
const cronField = /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/;

export const cronSchema = z
  .string()
  .trim()
  .max(100)
  .refine((value) => {
    const fields = value.split(/\s+/);
    return fields.length === 5 && fields.every((f) => cronField.test(f));
  }, "Use five cron fields: minute hour day month weekday (e.g. */5 * * * *)");

export const timezoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown timezone");

/** What authors send; webhook secrets are made by the server, never chosen by a client. */
export const automationEventInputSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("variable_changed"), variable: variableKeySchema }),
  z.object({ type: z.literal("condition_true"), expression: expressionSchema }),
  z.object({
    type: z.literal("schedule"),
    cron: cronSchema,
    /** Absent: the host's timezone (settings), followed when the host changes it. */
    timezone: timezoneSchema.optional(),
  }),
  z.object({ type: z.literal("interval"), ms: z.number().int().min(1000).max(86_400_000) }),
  // Strict: a secret sent by a client is refused, not silently replaced.
  z.strictObject({ type: z.literal("webhook") }),
  z.object({ type: z.literal("client_connected") }),
  z.object({ type: z.literal("agent_online") }),
  z.object({ type: z.literal("button_pressed"), buttonId: idSchema }),
]);
export type AutomationEventInput = z.infer<typeof automationEventInputSchema>;

/** Stored events: a webhook carries its secret (sent as the X-Deckbot-Secret header or ?secret=). */
export type AutomationEvent =
  | Exclude<AutomationEventInput, { type: "webhook" }>
  | { type: "webhook"; secret: string };

export const automationFieldsSchema = z.object({
  name: z.string().trim().min(1, "Give the automation a name").max(100),
  enabled: z.boolean().default(true),
  events: z.array(automationEventInputSchema).min(1, "Pick at least one event").max(20),
  /** All must hold for the automation to fire. */
  conditions: z.array(conditionSchema).max(20).default([]),
  shortcutId: idSchema.nullable().default(null),
  /** Loop protection: the automation fires at most once per this many ms. */
  rateLimitMs: z.number().int().min(0).max(86_400_000).default(1000),
});
export type AutomationFields = z.infer<typeof automationFieldsSchema>;
