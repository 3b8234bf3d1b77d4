import "server-only";
import { and, eq } from "drizzle-orm";
import { button, screen, variable } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Binding } from "@/lib/schemas/button";
import type { JsonValue } from "@/lib/schemas/common";
import { parseVariableValue, type VariableType } from "@/lib/schemas/variable";
import { fireButtonPressed } from "@/server/automations/fire-button-pressed";
import type { ButtonRow } from "@/server/deck/rows";
import {
  getPressableScreen,
  hostKey,
  requireUserId,
} from "@/server/functions/access/screen-access";
import type { MutationCtx } from "@/server/functions/define";
import { DEFAULT_COMMIT_CHANNEL } from "@/server/sync/announce-writes";
import { enqueueRun, enqueueSteps } from "./enqueue-run";

export type PressEvent = "press" | "release" | "longPress" | "change";

async function findButton(ctx: MutationCtx, buttonId: string, hostId?: string) {
  const [found] = await ctx.db
    .select({ button, hostId: screen.hostId })
    .from(button)
    .innerJoin(screen, eq(screen.id, button.screenId))
    .where(
      hostId ? and(eq(button.id, buttonId), eq(screen.hostId, hostId)) : eq(button.id, buttonId),
    );
  return found;
}

/** Toggle and slider buttons change their bound variable themselves, before any shortcut. */
async function setBoundVariable(
  ctx: MutationCtx,
  hostId: string,
  variableId: string,
  next: (current: JsonValue | null, type: VariableType) => JsonValue,
) {
  const [row] = await ctx.db
    .select()
    .from(variable)
    .where(and(eq(variable.id, variableId), eq(variable.hostId, hostId)));
  if (!row) throw new AppError("NOT_FOUND", "The button's variable does not exist.");
  if (row.kind === "computed") {
    throw new AppError(
      "INVALID_ARGUMENT",
      `'${row.key}' is computed and cannot be changed by a button`,
    );
  }
  const parsed = parseVariableValue(
    row.type as VariableType,
    next(row.value, row.type as VariableType),
  );
  if (!parsed.ok) throw new AppError("INVALID_ARGUMENT", `${parsed.message} for '${row.key}'`);
  await ctx.db
    .update(variable)
    .set({ value: parsed.value, updatedAt: new Date() })
    .where(eq(variable.id, row.id));
  ctx.write("variable", hostKey(hostId));
}

async function applyBuiltIn(
  ctx: MutationCtx,
  hostId: string,
  target: ButtonRow,
  event: PressEvent,
  value: number | undefined,
) {
  if (target.kind === "toggle" && event === "press" && target.variableId) {
    await setBoundVariable(ctx, hostId, target.variableId, (current) => current !== true);
  }
  if (target.kind === "slider" && event === "change") {
    if (value === undefined)
      throw new AppError("INVALID_ARGUMENT", "A slider change needs a value");
    if (target.variableId) await setBoundVariable(ctx, hostId, target.variableId, () => value);
  }
  const states = target.states;
  if (states?.mode === "cycle" && event === "press" && states.list.length > 0) {
    await ctx.db
      .update(button)
      .set({ stateIndex: (target.stateIndex + 1) % states.list.length, updatedAt: new Date() })
      .where(eq(button.id, target.id));
    ctx.write("button", hostKey(hostId));
  }
}

/**
 * `buttons:press`: the caller must be allowed to press on the button's screen; a reference
 * button acts as the button it mirrors. Built-in effects (toggle, slider, cycling states)
 * happen in this mutation; the event's binding (a shortcut or inline steps) is queued as a
 * run. Returns the run, or null when the event has no binding.
 */
export async function pressButton(
  ctx: MutationCtx,
  args: { buttonId: string; event: PressEvent; value?: number },
): Promise<{ runId: string } | null> {
  const userId = requireUserId(ctx);
  const found = await findButton(ctx, args.buttonId);
  if (!found) throw new AppError("NOT_FOUND", "This button does not exist.");
  const pressable = await getPressableScreen(ctx, found.button.screenId);
  const hostId = pressable.hostId;
  let target = found.button;
  if (target.kind === "reference" && target.referenceButtonId) {
    const mirrored = await findButton(ctx, target.referenceButtonId, hostId);
    if (!mirrored) throw new AppError("NOT_FOUND", "The button this one mirrors no longer exists.");
    target = mirrored.button;
  }
  await applyBuiltIn(ctx, hostId, target, args.event, args.value);
  // `button_pressed` automations fire in this mutation: a refused press fires nothing.
  if (args.event === "press") {
    await fireButtonPressed(
      {
        db: ctx.db,
        channel: DEFAULT_COMMIT_CHANNEL,
        now: Date.now,
        enqueue: enqueueRun,
        writeAutomations: (id) => ctx.write("automation", hostKey(id)),
      },
      { hostId, buttonId: target.id, by: userId },
    );
  }

  const binding: Binding | undefined = target.on[args.event];
  if (!binding) return null;
  const trigger = { kind: "button" as const, by: userId, buttonId: target.id };
  const input: Record<string, JsonValue> = args.value === undefined ? {} : { value: args.value };
  const queued =
    "shortcutId" in binding
      ? await enqueueRun(
          ctx.db,
          { hostId, shortcutId: binding.shortcutId, trigger, input },
          { announced: true },
        )
      : await enqueueSteps(ctx.db, {
          hostId,
          buttonId: target.id,
          name: target.style.label?.trim() || "Button",
          steps: binding.steps,
          trigger,
          input,
        });
  ctx.write("run", hostKey(hostId));
  return queued;
}
