import "server-only";
import { and, eq } from "drizzle-orm";
import { automationState } from "@/db/schema";
import type { JsonValue } from "@/lib/schemas/common";
import type { DbTransaction } from "@/server/functions/define";

export type Advance =
  /** Nobody had seen this slot: the caller's value is now the baseline. */
  | { kind: "first" }
  /** Someone already recorded this (or a later) reading: somebody else acts on it. */
  | { kind: "stale" }
  /** This caller moved the slot forward and is the one to act. */
  | { kind: "moved"; previous: JsonValue | null };

/**
 * Records `value` as seen at `stamp` for an automation's slot, exactly once across every
 * process: the row is locked, so of two engines reading the same change only one moves it.
 */
export async function advanceState(
  db: DbTransaction,
  automationId: string,
  slot: string,
  value: JsonValue,
  stamp: bigint,
): Promise<Advance> {
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(automationState)
        .values({ automationId, slot, value, stamp })
        .onConflictDoNothing()
        .returning({ slot: automationState.slot });
      if (inserted.length > 0) return { kind: "first" } as const;
      const where = and(
        eq(automationState.automationId, automationId),
        eq(automationState.slot, slot),
      );
      const [row] = await tx.select().from(automationState).where(where).for("update");
      if (!row || row.stamp >= stamp) return { kind: "stale" } as const;
      await tx.update(automationState).set({ value, stamp, updatedAt: new Date() }).where(where);
      return { kind: "moved", previous: row.value ?? null } as const;
    });
  } catch (error) {
    // The automation was deleted meanwhile (foreign key): nothing to act on.
    if ((error as { code?: string }).code === "23503") return { kind: "stale" };
    throw error;
  }
}
