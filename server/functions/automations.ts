import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import * as z from "zod";
import { automation, shortcut } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkExpression } from "@/lib/expressions";
import {
  type AutomationEvent,
  type AutomationEventInput,
  automationEventInputSchema,
  automationFieldsSchema,
} from "@/lib/schemas/automation";
import { idSchema } from "@/lib/schemas/common";
import { type Condition, conditionSchema } from "@/lib/schemas/steps";
import { assertButtonReferences } from "../deck/check-references";
import { newId } from "../deck/rows";
import { assertOwnRow, hostKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery, type MutationCtx } from "./define";

type AutomationRow = typeof automation.$inferSelect;

function toAutomationDetail(row: AutomationRow) {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    events: row.events,
    conditions: row.conditions,
    shortcutId: row.shortcutId,
    rateLimitMs: row.rateLimitMs,
    lastFiredAt: row.lastFiredAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}
export type AutomationDetail = ReturnType<typeof toAutomationDetail>;

/** Webhook events get a server-made secret; an edit keeps the secret it already had. */
function withSecrets(
  events: AutomationEventInput[],
  previous: AutomationEvent[] = [],
): AutomationEvent[] {
  const kept = previous.find((e) => e.type === "webhook");
  return events.map((event) =>
    event.type === "webhook"
      ? {
          type: "webhook",
          secret: kept && "secret" in kept ? kept.secret : randomBytes(24).toString("base64url"),
        }
      : event,
  );
}

function assertExpressions(events: AutomationEventInput[], conditions: Condition[]) {
  const sources = [
    ...conditions.map((c) => c.expression),
    ...events.flatMap((e) => (e.type === "condition_true" ? [e.expression] : [])),
  ];
  for (const source of sources) {
    const check = checkExpression(source);
    if (!check.ok)
      throw new AppError(
        "INVALID_ARGUMENT",
        `Condition "${source.slice(0, 60)}": ${check.message}`,
      );
  }
}

/** `button_pressed` may only watch the host's own buttons. */
async function assertOwnButtons(ctx: MutationCtx, hostId: string, events: AutomationEventInput[]) {
  for (const event of events) {
    if (event.type !== "button_pressed") continue;
    await assertButtonReferences(ctx, hostId, { referenceButtonId: event.buttonId });
  }
}

async function assertOwnShortcut(
  ctx: MutationCtx,
  hostId: string,
  shortcutId: string | null | undefined,
) {
  if (!shortcutId) return;
  const [found] = await ctx.db
    .select({ id: shortcut.id })
    .from(shortcut)
    .where(and(eq(shortcut.hostId, hostId), eq(shortcut.id, shortcutId)));
  if (!found) throw new AppError("NOT_FOUND", "That shortcut does not exist.");
}

export const list = defineQuery({
  args: z.object({}),
  handler: async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.read("automation", hostKey(userId));
    const rows = await ctx.db
      .select()
      .from(automation)
      .where(eq(automation.hostId, userId))
      .orderBy(asc(automation.name), asc(automation.id));
    return rows.map(toAutomationDetail);
  },
});

/** A definition only; firing comes with the runner (client issue). */
export const create = defineMutation({
  args: automationFieldsSchema,
  handler: async (ctx, args) => {
    const userId = requireUserId(ctx);
    assertExpressions(args.events, args.conditions);
    await assertOwnShortcut(ctx, userId, args.shortcutId);
    await assertOwnButtons(ctx, userId, args.events);
    const id = newId();
    await ctx.db
      .insert(automation)
      .values({ id, hostId: userId, ...args, events: withSecrets(args.events) });
    ctx.write("automation", hostKey(userId));
    return id;
  },
});

export const update = defineMutation({
  args: z.object({
    automationId: idSchema,
    name: automationFieldsSchema.shape.name.optional(),
    enabled: z.boolean().optional(),
    events: z.array(automationEventInputSchema).min(1).max(20).optional(),
    conditions: z.array(conditionSchema).max(20).optional(),
    shortcutId: idSchema.nullable().optional(),
    rateLimitMs: z.number().int().min(0).max(86_400_000).optional(),
  }),
  handler: async (ctx, { automationId, events, ...patch }) => {
    const userId = requireUserId(ctx);
    const [found] = await ctx.db.select().from(automation).where(eq(automation.id, automationId));
    const row = assertOwnRow(userId, found, "automation");
    assertExpressions(events ?? [], patch.conditions ?? []);
    await assertOwnShortcut(ctx, userId, patch.shortcutId);
    await assertOwnButtons(ctx, userId, events ?? []);
    await ctx.db
      .update(automation)
      .set({
        ...patch,
        ...(events ? { events: withSecrets(events, row.events) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(automation.id, automationId));
    ctx.write("automation", hostKey(userId));
    return null;
  },
});

export const remove = defineMutation({
  args: z.object({ automationId: idSchema }),
  handler: async (ctx, { automationId }) => {
    const userId = requireUserId(ctx);
    const [found] = await ctx.db.select().from(automation).where(eq(automation.id, automationId));
    assertOwnRow(userId, found, "automation");
    await ctx.db.delete(automation).where(eq(automation.id, automationId));
    ctx.write("automation", hostKey(userId));
    return null;
  },
});
