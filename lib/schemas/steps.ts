import * as z from "zod";
import { expressionSchema, idSchema, jsonValueSchema, variableKeySchema } from "./common";

/**
 * Steps (DESIGN §4, shapes of §7). Server-side steps run in the shortcut runner; host-side
 * steps are sent to the host agent. Every step may be disabled and may store its result.
 */
const base = { disabled: z.boolean().optional(), storeIn: variableKeySchema.optional() };

export const conditionSchema = z.object({ expression: expressionSchema });
export type Condition = z.infer<typeof conditionSchema>;

const setVariable = z.object({
  ...base,
  type: z.literal("set_variable"),
  variable: variableKeySchema,
  value: jsonValueSchema,
});
const incrementVariable = z.object({
  ...base,
  type: z.literal("increment_variable"),
  variable: variableKeySchema,
  by: z.number().finite().default(1),
});
const toggleVariable = z.object({
  ...base,
  type: z.literal("toggle_variable"),
  variable: variableKeySchema,
});
const httpRequest = z.object({
  ...base,
  type: z.literal("http_request"),
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]),
  url: z.string().min(1).max(2000),
  headers: z.record(z.string().max(200), z.string().max(2000)).default({}),
  body: z.string().max(100_000).optional(),
  timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
});
const wait = z.object({
  ...base,
  type: z.literal("wait"),
  ms: z.number().int().min(0).max(3_600_000),
});
const runShortcut = z.object({ ...base, type: z.literal("run_shortcut"), shortcutId: idSchema });
const switchScreen = z.object({ ...base, type: z.literal("switch_screen"), screenId: idSchema });
const notify = z.object({
  ...base,
  type: z.literal("notify"),
  message: z.string().min(1).max(500),
  level: z.enum(["success", "info", "warning", "error"]).default("info"),
});
const setButtonState = z.object({
  ...base,
  type: z.literal("set_button_state"),
  buttonId: idSchema,
  state: z.number().int().min(0).max(63),
});
const keys = z.object({
  ...base,
  type: z.literal("keys"),
  combo: z.string().min(1).max(100),
  action: z.enum(["press", "hold", "release"]).default("press"),
});
const typeText = z.object({ ...base, type: z.literal("type_text"), text: z.string().max(10_000) });
const openUrl = z.object({
  ...base,
  type: z.literal("open_url"),
  url: z.string().min(1).max(2000),
});
const launchApp = z.object({
  ...base,
  type: z.literal("launch_app"),
  app: z.string().min(1).max(500),
  args: z.array(z.string().max(1000)).max(50).default([]),
});
const runCommand = z.object({
  ...base,
  type: z.literal("run_command"),
  command: z.string().min(1).max(5000),
  timeoutMs: z.number().int().min(100).max(600_000).default(30_000),
});
const obsRequest = z.object({
  ...base,
  type: z.literal("obs_request"),
  requestType: z.string().min(1).max(100),
  requestData: z.record(z.string().max(200), jsonValueSchema).default({}),
});

type StepBase = { disabled?: boolean; storeIn?: string };
export type IfStep = StepBase & {
  type: "if";
  conditions: Condition[];
  match: "all" | "any";
  then: Step[];
  else: Step[];
};

const ifStep: z.ZodType<IfStep> = z.object({
  ...base,
  type: z.literal("if"),
  conditions: z.array(conditionSchema).min(1).max(20),
  match: z.enum(["all", "any"]).default("all"),
  // biome-ignore lint/suspicious/noThenProperty: the step's stored JSON shape; an array is never a thenable.
  then: z.lazy(() => stepListSchema),
  else: z.lazy(() => stepListSchema).default([]),
}) as z.ZodType<IfStep>;

const plainSteps = [
  setVariable,
  incrementVariable,
  toggleVariable,
  httpRequest,
  wait,
  runShortcut,
  switchScreen,
  notify,
  setButtonState,
  keys,
  typeText,
  openUrl,
  launchApp,
  runCommand,
  obsRequest,
] as const;

export type PlainStep = z.infer<(typeof plainSteps)[number]>;
export type Step = PlainStep | IfStep;

export const stepSchema: z.ZodType<Step> = z.lazy(() =>
  z.union([z.discriminatedUnion("type", plainSteps), ifStep]),
) as z.ZodType<Step>;

export const stepListSchema: z.ZodType<Step[]> = z.array(stepSchema).max(100);

export const STEP_TYPES = [...plainSteps.map((s) => s.shape.type.value), "if"] as const;
export type StepType = Step["type"];

/** Steps the host agent runs on the host's computer; the rest run on the server. */
export const HOST_STEP_TYPES = new Set<StepType>([
  "keys",
  "type_text",
  "open_url",
  "launch_app",
  "run_command",
  "obs_request",
]);
