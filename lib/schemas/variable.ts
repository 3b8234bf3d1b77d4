import * as z from "zod";
import {
  colorSchema,
  expressionSchema,
  type JsonValue,
  jsonValueSchema,
  variableKeySchema,
} from "./common";

export const VARIABLE_TYPES = ["string", "number", "boolean", "color", "json"] as const;
export const variableTypeSchema = z.enum(VARIABLE_TYPES);
export type VariableType = z.infer<typeof variableTypeSchema>;

const valueSchemas: Record<VariableType, z.ZodType<JsonValue>> = {
  string: z.string().max(10_000),
  number: z.number().finite(),
  boolean: z.boolean(),
  color: colorSchema,
  json: jsonValueSchema,
};

/** Checks a value against a variable type; returns a readable error or the value. */
export function parseVariableValue(
  type: VariableType,
  value: unknown,
): { ok: true; value: JsonValue } | { ok: false; message: string } {
  const result = valueSchemas[type].safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: `Expected a ${type} value` };
}

export const DEFAULT_VALUES: Record<VariableType, JsonValue> = {
  string: "",
  number: 0,
  boolean: false,
  color: "#000000",
  json: null,
};

export const variableFieldsSchema = z.object({
  key: variableKeySchema,
  type: variableTypeSchema.default("string"),
  kind: z.enum(["value", "computed"]).default("value"),
  value: jsonValueSchema.optional(),
  defaultValue: jsonValueSchema.optional(),
  expression: expressionSchema.nullable().optional(),
  persist: z.boolean().default(true),
  description: z.string().max(500).default(""),
});

/** Read-only values the server supplies (DESIGN §4). */
export const SYSTEM_VARIABLES = [
  {
    key: "$time",
    type: "string",
    description: "Current time, HH:MM, in your timezone (settings)",
  },
  {
    key: "$date",
    type: "string",
    description: "Current date, YYYY-MM-DD, in your timezone (settings)",
  },
  { key: "$clients_online", type: "number", description: "Clients connected right now" },
  { key: "$agent_online", type: "boolean", description: "Whether the host agent is connected" },
  { key: "$screen", type: "string", description: "The screen being shown" },
] as const satisfies readonly { key: string; type: VariableType; description: string }[];
