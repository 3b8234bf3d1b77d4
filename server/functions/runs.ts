import "server-only";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import * as z from "zod";
import { clientEvent, run } from "@/db/schema";
import type { ClientEvent, NotifyLevel, RunDetail, RunSummary } from "@/lib/runs/run-types";
import { idSchema } from "@/lib/schemas/common";
import { toRunDetail, toRunSummary } from "../runner/to-run-detail";
import { assertOwnRow, hostKey, requireHostViewer, requireUserId } from "./access/screen-access";
import { defineQuery } from "./define";

/** How long a client event stays visible to clients that subscribe later. */
export const CLIENT_EVENT_WINDOW_MS = 60_000;

/** `runs:recent` (DESIGN §7): my latest runs, newest first, with their step logs. */
export const recent = defineQuery({
  args: z.object({ limit: z.number().int().min(1).max(100).default(20) }),
  handler: async (ctx, { limit }): Promise<RunSummary[]> => {
    const userId = requireUserId(ctx);
    ctx.read("run", hostKey(userId));
    const rows = await ctx.db
      .select()
      .from(run)
      .where(eq(run.hostId, userId))
      .orderBy(desc(run.createdAt), desc(run.id))
      .limit(limit);
    return rows.map(toRunSummary);
  },
});

/** `runs:get`: one of my runs with every step's status, error and result. */
export const get = defineQuery({
  args: z.object({ runId: idSchema }),
  handler: async (ctx, { runId }): Promise<RunDetail> => {
    const userId = requireUserId(ctx);
    ctx.read("run", hostKey(userId));
    const [found] = await ctx.db.select().from(run).where(eq(run.id, runId));
    return toRunDetail(assertOwnRow(userId, found, "run"));
  },
});

/**
 * `runs:clientEvents`: what the host's running shortcuts told its clients in the last
 * minute (notify toasts, switch_screen), oldest first. Clients act on ids they have not
 * seen yet.
 */
export const clientEvents = defineQuery({
  args: z.object({ hostId: idSchema }),
  handler: async (ctx, { hostId }): Promise<ClientEvent[]> => {
    await requireHostViewer(ctx, hostId);
    ctx.read("client_event", hostKey(hostId));
    const since = new Date(Date.now() - CLIENT_EVENT_WINDOW_MS);
    const rows = await ctx.db
      .select()
      .from(clientEvent)
      .where(and(eq(clientEvent.hostId, hostId), gt(clientEvent.createdAt, since)))
      .orderBy(asc(clientEvent.createdAt), asc(clientEvent.id));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      ...(row.payload.message === undefined ? {} : { message: row.payload.message }),
      ...(row.payload.level === undefined ? {} : { level: row.payload.level as NotifyLevel }),
      ...(row.payload.screenId === undefined ? {} : { screenId: row.payload.screenId }),
      createdAt: row.createdAt.getTime(),
    }));
  },
});
