import "server-only";
import * as z from "zod";
import { defineQuery } from "./define";

/** `users:me` (DESIGN §7): the verified identity, or null when signed out. */
export const me = defineQuery({
  args: z.object({}),
  handler: (ctx) => {
    if (!ctx.identity) return null;
    return { id: ctx.identity.subject, email: ctx.identity.email, name: ctx.identity.name };
  },
});
