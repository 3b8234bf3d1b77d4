import { sql } from "drizzle-orm";
import * as z from "zod";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { defineAction, defineMutation, defineQuery } from "@/server/functions/define";
import { createRegistry, productModules } from "@/server/functions/registry";

/**
 * A small demo domain for sync tests and benchmarks only (never in the product schema):
 * its tables are created by raw SQL in the test's own schema.
 */
export async function createDemoTables(db: Database) {
  await db.execute(sql`
    create table demo_messages (id serial primary key, author text not null, body text not null);
    create table demo_notes (id serial primary key, owner text not null, body text not null);
    create table demo_counters (name text primary key, value bigint not null default 0);
  `);
}

type MessageRow = { id: number; author: string; body: string };

const messages = {
  list: defineQuery({
    args: z.object({}),
    handler: async (ctx) => {
      ctx.read("demo_messages");
      const result = await ctx.db.execute<MessageRow>(
        sql`select id, author, body from demo_messages order by id`,
      );
      return result.rows;
    },
  }),
  count: defineQuery({
    args: z.object({}),
    handler: async (ctx) => {
      ctx.read("demo_messages");
      const result = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from demo_messages`,
      );
      return result.rows[0]?.n ?? 0;
    },
  }),
  send: defineMutation({
    args: z.object({ author: z.string().min(1), body: z.string().min(1).max(500) }),
    handler: async (ctx, args) => {
      const result = await ctx.db.execute<{ id: number }>(
        sql`insert into demo_messages (author, body) values (${args.author}, ${args.body}) returning id`,
      );
      ctx.write("demo_messages");
      ctx.log("inserted", args.body);
      return result.rows[0]?.id ?? null;
    },
  }),
  fail: defineMutation({
    args: z.object({}),
    handler: () => {
      throw new AppError("FORBIDDEN", "You cannot post here.");
    },
  }),
  /** Regression: a nested ctx.db.transaction once COMMITted the whole mutation early. */
  nestedThenFail: defineMutation({
    args: z.object({ body: z.string() }),
    handler: async (ctx, args) => {
      await ctx.db.transaction(async (savepoint) => {
        await savepoint.execute(
          sql`insert into demo_messages (author, body) values ('nested', ${args.body})`,
        );
      });
      ctx.write("demo_messages");
      throw new AppError("INVALID_ARGUMENT", "Rejected after a nested write.");
    },
  }),
  crash: defineMutation({
    args: z.object({}),
    handler: () => {
      throw new Error("secret internal detail");
    },
  }),
  echo: defineAction({
    args: z.object({ text: z.string() }),
    handler: async (ctx, args) => {
      ctx.log("action ran");
      const count = await ctx.runQuery("messages:count");
      return { echoed: args.text, count, by: ctx.identity?.subject ?? null };
    },
  }),
  sendViaAction: defineAction({
    args: z.object({ body: z.string() }),
    handler: (ctx, args) => ctx.runMutation("messages:send", { author: "action", body: args.body }),
  }),
};

const notes = {
  mine: defineQuery({
    args: z.object({}),
    handler: async (ctx) => {
      if (!ctx.identity) throw new AppError("UNAUTHENTICATED", "Sign in to see your notes.");
      ctx.read("demo_notes", `owner=${ctx.identity.subject}`);
      const result = await ctx.db.execute<{ body: string }>(
        sql`select body from demo_notes where owner = ${ctx.identity.subject} order by id`,
      );
      return result.rows.map((row) => row.body);
    },
  }),
  add: defineMutation({
    args: z.object({ body: z.string().min(1) }),
    handler: async (ctx, args) => {
      if (!ctx.identity) throw new AppError("UNAUTHENTICATED", "Sign in to add notes.");
      await ctx.db.execute(
        sql`insert into demo_notes (owner, body) values (${ctx.identity.subject}, ${args.body})`,
      );
      ctx.write("demo_notes", `owner=${ctx.identity.subject}`);
      return null;
    },
  }),
  adminOnly: defineQuery({
    args: z.object({}),
    handler: (ctx) => {
      if (!ctx.identity) throw new AppError("UNAUTHENTICATED", "Sign in first.");
      if (!ctx.identity.admin) throw new AppError("FORBIDDEN", "Admins only.");
      return "secret";
    },
  }),
};

const counters = {
  get: defineQuery({
    args: z.object({ name: z.string() }),
    handler: async (ctx, args) => {
      ctx.read("demo_counters", args.name);
      const result = await ctx.db.execute<{ value: string }>(
        sql`select value from demo_counters where name = ${args.name}`,
      );
      return Number(result.rows[0]?.value ?? 0);
    },
  }),
  add: defineMutation({
    args: z.object({ name: z.string(), by: z.number().int() }),
    handler: async (ctx, args) => {
      const result = await ctx.db.execute<{ value: string }>(
        sql`insert into demo_counters (name, value) values (${args.name}, ${args.by})
            on conflict (name) do update set value = demo_counters.value + ${args.by} returning value`,
      );
      ctx.write("demo_counters", args.name);
      return Number(result.rows[0]?.value ?? 0);
    },
  }),
};

export function createDemoRegistry() {
  return createRegistry({ ...productModules, messages, notes, counters });
}
