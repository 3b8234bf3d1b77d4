import "server-only";
import { and, eq } from "drizzle-orm";
import { button, clientEvent, screen } from "@/db/schema";
import { type ExpressionScope, renderTemplate } from "@/lib/expressions";
import type { Step } from "@/lib/schemas/steps";
import { newId } from "@/server/deck/rows";
import { hostKey } from "@/server/functions/access/screen-access";
import { announceWrites } from "@/server/sync/announce-writes";
import { type RunContext, StepError } from "../run-context";

/** `notify` and `switch_screen`: a client_event row every client of the host subscribes to. */
export async function sendClientEvent(
  run: RunContext,
  step: Extract<Step, { type: "notify" | "switch_screen" }>,
  scope: ExpressionScope,
) {
  let payload: { message?: string; level?: string; screenId?: string };
  if (step.type === "notify") {
    payload = { message: renderTemplate(step.message, scope), level: step.level };
  } else {
    const [target] = await run.db
      .select({ id: screen.id })
      .from(screen)
      .where(and(eq(screen.id, step.screenId), eq(screen.hostId, run.hostId)));
    if (!target) throw new StepError("The screen to switch to does not exist");
    payload = { screenId: target.id };
  }
  await run.db.transaction(async (tx) => {
    await tx
      .insert(clientEvent)
      .values({ id: newId(), hostId: run.hostId, kind: step.type, payload });
    await announceWrites(tx, [{ table: "client_event", key: hostKey(run.hostId) }], run.channel);
  });
  return payload;
}

/** `set_button_state`: picks the state a button shows (its stateIndex). */
export async function setButtonState(
  run: RunContext,
  step: Extract<Step, { type: "set_button_state" }>,
) {
  return run.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: button.id, states: button.states })
      .from(button)
      .innerJoin(screen, eq(screen.id, button.screenId))
      .where(and(eq(button.id, step.buttonId), eq(screen.hostId, run.hostId)));
    if (!found) throw new StepError("The button does not exist");
    const count = found.states?.list.length ?? 0;
    if (step.state >= Math.max(count, 1)) {
      throw new StepError(`The button has no state ${step.state + 1}`);
    }
    await tx
      .update(button)
      .set({ stateIndex: step.state, updatedAt: new Date() })
      .where(eq(button.id, found.id));
    await announceWrites(tx, [{ table: "button", key: hostKey(run.hostId) }], run.channel);
    return { state: step.state };
  });
}
