import "server-only";
import { eq } from "drizzle-orm";
import { automation } from "@/db/schema";
import { type Firing, type FiringDeps, fireAutomation } from "./fire-automation";

/**
 * `button_pressed` events: called by `buttons:press` after a press is accepted, for every
 * automation of the host watching that button. `by` is the presser's user id.
 */
export async function fireButtonPressed(
  deps: FiringDeps,
  press: { hostId: string; buttonId: string; by?: string },
): Promise<Firing[]> {
  const rows = await deps.db.select().from(automation).where(eq(automation.hostId, press.hostId));
  const watching = rows.filter((row) =>
    row.events.some((e) => e.type === "button_pressed" && e.buttonId === press.buttonId),
  );
  const firings: Firing[] = [];
  for (const row of watching) {
    firings.push(
      await fireAutomation(deps, row, {
        event: "button_pressed",
        by: press.by,
        input: { buttonId: press.buttonId },
      }),
    );
  }
  return firings;
}
