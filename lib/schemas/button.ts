import * as z from "zod";
import { fontIdSchema } from "@/lib/fonts";
import {
  colorSchema,
  expressionSchema,
  iconRefSchema,
  idSchema,
  jsonValueSchema,
  templateSchema,
} from "./common";
import { stepListSchema } from "./steps";

export const BUTTON_KINDS = [
  "action",
  "toggle",
  "slider",
  "folder",
  "back",
  "label",
  "reference",
] as const;
export const buttonKindSchema = z.enum(BUTTON_KINDS);
export type ButtonKind = z.infer<typeof buttonKindSchema>;

export const buttonStyleSchema = z.object({
  label: templateSchema.optional(),
  icon: iconRefSchema.optional(),
  image: iconRefSchema.optional(),
  textColor: colorSchema.optional(),
  backgroundColor: colorSchema.optional(),
  /** Percent of a cell's width (the renderer scales labels with the grid). */
  fontSize: z.number().min(4).max(60).optional(),
  fontFamily: fontIdSchema.optional(),
  align: z.enum(["top", "center", "bottom"]).optional(),
});
export type ButtonStyle = z.infer<typeof buttonStyleSchema>;

/**
 * A state overrides parts of the style. Which one shows: `variable` (the first state whose
 * `equals` matches the bound variable's value), `expression` (the first whose `when` holds)
 * or `cycle` (an index the runner advances on each press).
 */
export const buttonStateSchema = z.object({
  name: z.string().max(60).optional(),
  equals: jsonValueSchema.optional(),
  when: expressionSchema.optional(),
  style: buttonStyleSchema,
});
export const buttonStatesSchema = z.object({
  mode: z.enum(["variable", "expression", "cycle"]),
  /** Variable key for mode `variable` (defaults to the button's bound variable). */
  variable: z.string().max(64).optional(),
  list: z.array(buttonStateSchema).max(64),
});
export type ButtonStates = z.infer<typeof buttonStatesSchema>;

export const bindingSchema = z.union([
  z.object({ shortcutId: idSchema }),
  z.object({ steps: stepListSchema }),
]);
export type Binding = z.infer<typeof bindingSchema>;

export const buttonOnSchema = z.object({
  press: bindingSchema.optional(),
  release: bindingSchema.optional(),
  longPress: z
    .object({ ms: z.number().int().min(200).max(10_000) })
    .and(bindingSchema)
    .optional(),
  change: bindingSchema.optional(),
});
export type ButtonOn = z.infer<typeof buttonOnSchema>;

export const confirmSchema = z.union([
  z.boolean(),
  z.object({ message: z.string().min(1).max(200) }),
]);

const cell = z.number().int().min(0).max(15);
const span = z.number().int().min(1).max(16);

/** Fields of a button an author edits (everything but ids and timestamps). */
export const buttonFieldsSchema = z.object({
  x: cell,
  y: cell,
  w: span.default(1),
  h: span.default(1),
  kind: buttonKindSchema.default("action"),
  style: buttonStyleSchema.default({}),
  states: buttonStatesSchema.nullable().default(null),
  on: buttonOnSchema.default({}),
  confirm: confirmSchema.default(false),
  variableId: idSchema.nullable().default(null),
  targetScreenId: idSchema.nullable().default(null),
  /** For `reference` buttons: the mirrored button. */
  referenceButtonId: idSchema.nullable().default(null),
});
export type ButtonFields = z.infer<typeof buttonFieldsSchema>;
export type ButtonFieldsInput = z.input<typeof buttonFieldsSchema>;

const buttonShape = {
  x: cell,
  y: cell,
  w: span,
  h: span,
  kind: buttonKindSchema,
  style: buttonStyleSchema,
  states: buttonStatesSchema.nullable(),
  on: buttonOnSchema,
  confirm: confirmSchema,
  variableId: idSchema.nullable(),
  targetScreenId: idSchema.nullable(),
  referenceButtonId: idSchema.nullable(),
};
/** An edit: any subset of the fields, none defaulted. */
export const buttonPatchSchema = z.object(buttonShape).partial();
export type ButtonPatch = z.infer<typeof buttonPatchSchema>;
