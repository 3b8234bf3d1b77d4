import "server-only";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import type * as z from "zod";
import type * as schema from "@/db/schema";

/**
 * Helpers that declare sync functions. A module under server/functions exports
 * `defineQuery` / `defineMutation` / `defineAction` results; the path the client names is
 * `"<module>:<export>"`.
 *
 * Reactivity is explicit: a query calls `ctx.read(table, key?)` for what it reads and a
 * mutation calls `ctx.write(table, key?)` for what it changes (key = the owner scope, e.g.
 * `host=<id>`; no key = the whole table). A write invalidates every subscription whose
 * read set holds the same table with the same key, or either side without a key.
 */
/** Drizzle bound to the function's transaction (a snapshot for queries). */
export type DbTransaction = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type Identity = {
  tokenType: "User" | "Admin";
  /** The user id (JWT `sub`), or the impersonated subject for admin tokens. */
  subject: string;
  email: string | null;
  name: string | null;
  /** True for an admin key without impersonation. */
  admin: boolean;
  /** JWT `exp` in ms; absent for admin identities. */
  expiresAt?: number;
};

export type LogFn = (...parts: unknown[]) => void;

export type QueryCtx = {
  identity: Identity | null;
  db: DbTransaction;
  read: (table: string, key?: string) => void;
  log: LogFn;
};

export type MutationCtx = QueryCtx & { write: (table: string, key?: string) => void };

export type ActionCtx = {
  identity: Identity | null;
  runQuery: (path: string, args?: Record<string, unknown>) => Promise<unknown>;
  runMutation: (path: string, args?: Record<string, unknown>) => Promise<unknown>;
  log: LogFn;
};

type Handler<Ctx, Args, Result> = (ctx: Ctx, args: Args) => Promise<Result> | Result;

export type QueryDefinition = {
  kind: "query";
  args: z.ZodType;
  handler: Handler<QueryCtx, never, unknown>;
};
export type MutationDefinition = {
  kind: "mutation";
  args: z.ZodType;
  handler: Handler<MutationCtx, never, unknown>;
};
export type ActionDefinition = {
  kind: "action";
  args: z.ZodType;
  handler: Handler<ActionCtx, never, unknown>;
};
export type FunctionDefinition = QueryDefinition | MutationDefinition | ActionDefinition;

export function defineQuery<S extends z.ZodType, R>(def: {
  args: S;
  handler: Handler<QueryCtx, z.output<S>, R>;
}): QueryDefinition {
  return { kind: "query", args: def.args, handler: def.handler as QueryDefinition["handler"] };
}

export function defineMutation<S extends z.ZodType, R>(def: {
  args: S;
  handler: Handler<MutationCtx, z.output<S>, R>;
}): MutationDefinition {
  return {
    kind: "mutation",
    args: def.args,
    handler: def.handler as MutationDefinition["handler"],
  };
}

export function defineAction<S extends z.ZodType, R>(def: {
  args: S;
  handler: Handler<ActionCtx, z.output<S>, R>;
}): ActionDefinition {
  return { kind: "action", args: def.args, handler: def.handler as ActionDefinition["handler"] };
}
