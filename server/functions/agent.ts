import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import * as z from "zod";
import { agentJob } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { AgentJob } from "@/lib/runs/run-types";
import { idSchema, jsonValueSchema } from "@/lib/schemas/common";
import { hostKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery } from "./define";

type AgentJobRow = typeof agentJob.$inferSelect;

function toAgentJob(row: AgentJobRow): AgentJob {
  return {
    id: row.id,
    runId: row.runId,
    stepIndex: row.stepIndex,
    step: row.step,
    status: row.status,
    claimedBy: row.claimedBy,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * `agent:jobs`: the host's open host-side steps (queued and claimed), oldest first. The
 * host agent subscribes to this with the host's own account; it counts as online while its
 * socket's user agent is "agent" (server/runner/agent-online.ts).
 */
export const jobs = defineQuery({
  args: z.object({}),
  handler: async (ctx): Promise<AgentJob[]> => {
    const userId = requireUserId(ctx);
    ctx.read("agent_job", hostKey(userId));
    const rows = await ctx.db
      .select()
      .from(agentJob)
      .where(and(eq(agentJob.hostId, userId), inArray(agentJob.status, ["queued", "claimed"])))
      .orderBy(asc(agentJob.createdAt), asc(agentJob.id));
    return rows.map(toAgentJob);
  },
});

/** `agent:claim` → the job, or null when another agent took it first (each runs once). */
export const claim = defineMutation({
  args: z.object({
    jobId: idSchema,
    agentName: z.string().trim().min(1).max(100).default("agent"),
  }),
  handler: async (ctx, { jobId, agentName }): Promise<AgentJob | null> => {
    const userId = requireUserId(ctx);
    const [found] = await ctx.db.select().from(agentJob).where(eq(agentJob.id, jobId));
    if (!found) throw new AppError("NOT_FOUND", "This job does not exist.");
    if (found.hostId !== userId)
      throw new AppError("FORBIDDEN", "This job belongs to someone else.");
    const now = new Date();
    const [claimed] = await ctx.db
      .update(agentJob)
      .set({ status: "claimed", claimedBy: agentName, claimedAt: now, updatedAt: now })
      .where(and(eq(agentJob.id, jobId), eq(agentJob.status, "queued")))
      .returning();
    if (!claimed) return null;
    ctx.write("agent_job", hostKey(userId));
    return toAgentJob(claimed);
  },
});

/** `agent:complete`: the outcome of a claimed job; the waiting run goes on with it. */
export const complete = defineMutation({
  args: z.object({
    jobId: idSchema,
    ok: z.boolean(),
    result: jsonValueSchema.optional(),
    error: z.string().trim().min(1).max(2000).optional(),
  }),
  handler: async (ctx, { jobId, ok, result, error }) => {
    const userId = requireUserId(ctx);
    const [found] = await ctx.db.select().from(agentJob).where(eq(agentJob.id, jobId));
    if (!found) throw new AppError("NOT_FOUND", "This job does not exist.");
    if (found.hostId !== userId)
      throw new AppError("FORBIDDEN", "This job belongs to someone else.");
    if (found.status !== "claimed") {
      throw new AppError("INVALID_ARGUMENT", "Only a claimed job can be completed.");
    }
    const now = new Date();
    await ctx.db
      .update(agentJob)
      .set({
        status: ok ? "done" : "failed",
        result: ok ? (result ?? null) : null,
        error: ok ? null : (error ?? "The host agent failed"),
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(agentJob.id, jobId));
    ctx.write("agent_job", hostKey(userId));
    return null;
  },
});
