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

export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_LENGTH = 100_000;

/** Depth without recursion, so a hostile value cannot overflow the stack while measuring. */
function jsonDepthWithin(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    if (depth >= limit) return false;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return true;
}

const jsonValueShape: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string().max(10_000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueShape).max(1000),
    z.record(z.string().max(200), jsonValueShape),
  ]),
);

/**
 * Any JSON value (variables of type json, step values), bounded in depth and size before
 * the recursive parse runs.
 */
export const jsonValueSchema: z.ZodType<JsonValue> = z
  .unknown()
  .refine((v) => jsonDepthWithin(v, MAX_JSON_DEPTH), {
    message: `Nested deeper than ${MAX_JSON_DEPTH} levels`,
    // Stop here: the size check below would recurse through the deep value.
    abort: true,
  })
  .refine(
    (v) => (JSON.stringify(v) ?? "").length <= MAX_JSON_LENGTH,
    `Larger than ${MAX_JSON_LENGTH} characters as JSON`,
  )
  .pipe(jsonValueShape);

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };
