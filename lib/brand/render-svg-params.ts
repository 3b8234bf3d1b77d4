import * as z from "zod";

/** "true"/"1" mean yes, "false"/"0"/"" mean no; anything else is a caller mistake. */
const booleanParam = z
  .enum(["true", "1", "false", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const renderSvgParamsSchema = z.object({
  text: booleanParam,
  light: booleanParam,
  host: booleanParam,
});

export type RenderSvgParams = z.infer<typeof renderSvgParamsSchema>;

export type ParseResult = { ok: true; params: RenderSvgParams } | { ok: false; message: string };

/** SPEC §2 /private/render-svg: optional booleans text, light and host, each default false. */
export function parseRenderSvgParams(searchParams: URLSearchParams): ParseResult {
  const input = {
    text: searchParams.get("text") ?? undefined,
    light: searchParams.get("light") ?? undefined,
    host: searchParams.get("host") ?? undefined,
  };
  const parsed = renderSvgParamsSchema.safeParse(input);
  if (parsed.success) return { ok: true, params: parsed.data };
  const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
  return { ok: false, message: `Invalid query parameters: ${fields} must be true, false, 1 or 0` };
}
