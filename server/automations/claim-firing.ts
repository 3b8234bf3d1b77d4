import "server-only";
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import { automation, automationState } from "@/db/schema";
import { hostKey } from "@/server/functions/access/screen-access";
import { announceWrites } from "@/server/sync/announce-writes";
import type { FiringDeps } from "./fire-automation";
import { checkLoopWindow } from "./loop-guard";

const LOOP_SLOT = "loop";
const recentSchema = z.array(z.number()).catch([]);

export type Claim = { ok: true } | { ok: false; reason: string };

/**
 * Takes the right to fire now, in one transaction with the automation row locked: still
 * enabled, outside its rate limit and the loop window; then records `lastFiredAt` and
 * tells subscribers (the automations list shows it live).
 */
export async function claimFiring(
  deps: Pick<FiringDeps, "db" | "now" | "channel" | "writeAutomations">,
  automationId: string,
): Promise<Claim> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        hostId: automation.hostId,
        enabled: automation.enabled,
        rateLimitMs: automation.rateLimitMs,
        lastFiredAt: automation.lastFiredAt,
      })
      .from(automation)
      .where(eq(automation.id, automationId))
      .for("update");
    if (!row) return { ok: false, reason: "it was deleted" };
    if (!row.enabled) return { ok: false, reason: "it is disabled" };
    const last = row.lastFiredAt?.getTime();
    if (last !== undefined && now - last < row.rateLimitMs && now >= last) {
      return { ok: false, reason: `rate limit: fired ${now - last} ms ago` };
    }
    const slot = and(
      eq(automationState.automationId, automationId),
      eq(automationState.slot, LOOP_SLOT),
    );
    const [loop] = await tx.select().from(automationState).where(slot);
    const window = checkLoopWindow(recentSchema.parse(loop?.value ?? []), now);
    if (!window.ok) return window;
    await tx
      .insert(automationState)
      .values({ automationId, slot: LOOP_SLOT, value: window.recent, stamp: BigInt(now) })
      .onConflictDoUpdate({
        target: [automationState.automationId, automationState.slot],
        set: { value: window.recent, stamp: BigInt(now), updatedAt: new Date() },
      });
    await tx
      .update(automation)
      .set({ lastFiredAt: new Date(now) })
      .where(eq(automation.id, automationId));
    if (deps.writeAutomations) deps.writeAutomations(row.hostId);
    else
      await announceWrites(tx, [{ table: "automation", key: hostKey(row.hostId) }], deps.channel);
    return { ok: true };
  });
}
