import "server-only";
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import { variable } from "@/db/schema";
import type { VariableListItem } from "@/lib/api-types";
import { AppError } from "@/lib/errors";
import { checkExpression } from "@/lib/expressions";
import { idSchema, type JsonValue, jsonValueSchema, variableKeySchema } from "@/lib/schemas/common";
import {
  DEFAULT_VALUES,
  parseVariableValue,
  SYSTEM_VARIABLES,
  type VariableType,
  variableFieldsSchema,
  variableTypeSchema,
} from "@/lib/schemas/variable";
import { isUniqueViolation } from "../deck/is-unique-violation";
import { loadSystemValues, loadVariables } from "../deck/load-variable-values";
import { newId } from "../deck/rows";
import { assertOwnRow, hostKey, requireHostViewer, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery, type MutationCtx } from "./define";

/** `variables:list` (DESIGN §7): my variables with live values, then the system ones. */
export const list = defineQuery({
  args: z.object({ hostId: idSchema.optional() }),
  handler: async (ctx, args): Promise<VariableListItem[]> => {
    const userId = requireUserId(ctx);
    // A connected client reads its host's variables (DESIGN §4), as owner or client.
    const hostId = args.hostId ?? userId;
    if (hostId !== userId) await requireHostViewer(ctx, hostId);
    const system = await loadSystemValues(ctx, hostId);
    const { rows, values } = await loadVariables(ctx, hostId, system);
    const own: VariableListItem[] = rows.map((row) => ({
      id: row.id,
      key: row.key,
      type: row.type as VariableType,
      kind: row.kind as "value" | "computed",
      value: values[row.key] ?? null,
      defaultValue: row.defaultValue ?? null,
      expression: row.expression,
      persist: row.persist,
      description: row.description,
      readOnly: row.kind === "computed",
      updatedAt: row.updatedAt.getTime(),
    }));
    const builtIn: VariableListItem[] = SYSTEM_VARIABLES.map((v) => ({
      id: v.key,
      key: v.key,
      type: v.type,
      kind: "system",
      value: system[v.key],
      defaultValue: null,
      expression: null,
      persist: false,
      description: v.description,
      readOnly: true,
      updatedAt: null,
    }));
    return [...own, ...builtIn];
  },
});

function checkedValue(type: VariableType, value: unknown, key: string): JsonValue {
  const parsed = parseVariableValue(type, value);
  if (!parsed.ok) throw new AppError("INVALID_ARGUMENT", `${parsed.message} for '${key}'`);
  return parsed.value;
}

function checkedExpression(expression: string | null | undefined): string {
  if (!expression)
    throw new AppError("INVALID_ARGUMENT", "A computed variable needs an expression");
  const check = checkExpression(expression);
  if (!check.ok) throw new AppError("INVALID_ARGUMENT", `Expression: ${check.message}`);
  return expression;
}

function keyTaken(key: string) {
  return new AppError("INVALID_ARGUMENT", `A variable named '${key}' already exists`);
}

/** A racing create of the same key still meets the unique index: same answer then. */
async function withUniqueKey<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken(key);
    throw error;
  }
}

async function assertKeyFree(ctx: MutationCtx, hostId: string, key: string) {
  const [taken] = await ctx.db
    .select({ id: variable.id })
    .from(variable)
    .where(and(eq(variable.hostId, hostId), eq(variable.key, key)));
  if (taken) throw keyTaken(key);
}

/** `variables:create` (DESIGN §7) → id. */
export const create = defineMutation({
  args: variableFieldsSchema,
  handler: async (ctx, args) => {
    const userId = requireUserId(ctx);
    await assertKeyFree(ctx, userId, args.key);
    const computed = args.kind === "computed";
    const defaultValue =
      args.defaultValue === undefined ? null : checkedValue(args.type, args.defaultValue, args.key);
    const value = computed
      ? null
      : checkedValue(args.type, args.value ?? defaultValue ?? DEFAULT_VALUES[args.type], args.key);
    const id = newId();
    const expression = computed ? checkedExpression(args.expression) : null;
    await withUniqueKey(args.key, () =>
      ctx.db.insert(variable).values({
        id,
        hostId: userId,
        key: args.key,
        type: args.type,
        kind: args.kind,
        value,
        defaultValue,
        expression,
        persist: args.persist,
        description: args.description,
      }),
    );
    ctx.write("variable", hostKey(userId));
    return id;
  },
});

/** `variables:set` (DESIGN §7): a new value by key, checked against the variable's type. */
export const set = defineMutation({
  args: z.object({ key: variableKeySchema, value: jsonValueSchema }),
  handler: async (ctx, { key, value }) => {
    const userId = requireUserId(ctx);
    const [row] = await ctx.db
      .select()
      .from(variable)
      .where(and(eq(variable.hostId, userId), eq(variable.key, key)));
    if (!row) throw new AppError("NOT_FOUND", `There is no variable '${key}'.`);
    if (row.kind === "computed") {
      throw new AppError(
        "INVALID_ARGUMENT",
        `'${key}' is computed from an expression and cannot be set`,
      );
    }
    const checked = checkedValue(row.type as VariableType, value, key);
    await ctx.db
      .update(variable)
      .set({ value: checked, updatedAt: new Date() })
      .where(eq(variable.id, row.id));
    ctx.write("variable", hostKey(userId));
    return null;
  },
});

/** Edits a definition; a type change keeps the value if it fits, else resets it. */
export const update = defineMutation({
  args: z.object({
    variableId: idSchema,
    key: variableKeySchema.optional(),
    type: variableTypeSchema.optional(),
    kind: z.enum(["value", "computed"]).optional(),
    value: jsonValueSchema.optional(),
    defaultValue: jsonValueSchema.nullable().optional(),
    expression: z.string().max(1000).nullable().optional(),
    persist: z.boolean().optional(),
    description: z.string().max(500).optional(),
  }),
  handler: async (ctx, { variableId, ...patch }) => {
    const userId = requireUserId(ctx);
    const [found] = await ctx.db.select().from(variable).where(eq(variable.id, variableId));
    const row = assertOwnRow(userId, found, "variable");
    const key = patch.key ?? row.key;
    if (key !== row.key) await assertKeyFree(ctx, userId, key);
    const type = patch.type ?? (row.type as VariableType);
    const kind = patch.kind ?? (row.kind as "value" | "computed");
    let value: JsonValue | null = null;
    if (kind === "value") {
      if (patch.value !== undefined) value = checkedValue(type, patch.value, key);
      else
        value = parseVariableValue(type, row.value).ok ? (row.value ?? null) : DEFAULT_VALUES[type];
    }
    const defaultValue =
      patch.defaultValue === undefined
        ? parseVariableValue(type, row.defaultValue).ok
          ? (row.defaultValue ?? null)
          : null
        : patch.defaultValue === null
          ? null
          : checkedValue(type, patch.defaultValue, key);
    const expression =
      kind === "computed"
        ? checkedExpression(patch.expression === undefined ? row.expression : patch.expression)
        : null;
    await withUniqueKey(key, () =>
      ctx.db
        .update(variable)
        .set({
          key,
          type,
          kind,
          value,
          defaultValue,
          expression,
          persist: patch.persist ?? row.persist,
          description: patch.description ?? row.description,
          updatedAt: new Date(),
        })
        .where(eq(variable.id, variableId)),
    );
    ctx.write("variable", hostKey(userId));
    return null;
  },
});

export const remove = defineMutation({
  args: z.object({ variableId: idSchema }),
  handler: async (ctx, { variableId }) => {
    const userId = requireUserId(ctx);
    const [found] = await ctx.db.select().from(variable).where(eq(variable.id, variableId));
    assertOwnRow(userId, found, "variable");
    await ctx.db.delete(variable).where(eq(variable.id, variableId));
    ctx.write("variable", hostKey(userId));
    return null;
  },
});
