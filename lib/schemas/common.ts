import * as z from "zod";

/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const colorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "Use a colour like #1e293b");

/** Variable keys: lowercase, start with a letter (DESIGN §4). */
export const variableKeySchema = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, "Keys start with a letter and use a–z, 0–9 and _");

export const idSchema = z.string().min(1).max(64);

/** Templates and expressions stay small: the editor is the author, not a data store. */
export const templateSchema = z.string().max(500);
export const expressionSchema = z.string().min(1).max(1000);

/** An icon: a built-in lucide name or an asset URL. */
export const iconRefSchema = z.string().max(2000);

/** Any JSON value (variables of type json, step values). Depth-bounded by the size limit. */
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string().max(10_000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema).max(1000),
    z.record(z.string().max(200), jsonValueSchema),
  ]),
);

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };
