import { makeFunctionReference } from "convex/server";

/** Typed references to tests/support/demo-functions.ts, as lib/api.ts does for the product. */
type Empty = Record<string, never>;
type Message = { id: number; author: string; body: string };

export const demoApi = {
  users: {
    me: makeFunctionReference<
      "query",
      Empty,
      { id: string; email: string | null; name: string | null } | null
    >("users:me"),
  },
  messages: {
    list: makeFunctionReference<"query", Empty, Message[]>("messages:list"),
    count: makeFunctionReference<"query", Empty, number>("messages:count"),
    send: makeFunctionReference<"mutation", { author: string; body: string }, number>(
      "messages:send",
    ),
    fail: makeFunctionReference<"mutation", Empty, null>("messages:fail"),
    nestedThenFail: makeFunctionReference<"mutation", { body: string }, null>(
      "messages:nestedThenFail",
    ),
    crash: makeFunctionReference<"mutation", Empty, null>("messages:crash"),
    nope: makeFunctionReference<"mutation", Empty, null>("messages:nope"),
    echo: makeFunctionReference<
      "action",
      { text: string },
      { echoed: string; count: number; by: string | null }
    >("messages:echo"),
    sendViaAction: makeFunctionReference<"action", { body: string }, number>(
      "messages:sendViaAction",
    ),
  },
  notes: {
    mine: makeFunctionReference<"query", Empty, string[]>("notes:mine"),
    add: makeFunctionReference<"mutation", { body: string }, null>("notes:add"),
    adminOnly: makeFunctionReference<"query", Empty, string>("notes:adminOnly"),
  },
  counters: {
    get: makeFunctionReference<"query", { name: string }, number>("counters:get"),
    add: makeFunctionReference<"mutation", { name: string; by: number }, number>("counters:add"),
  },
};
