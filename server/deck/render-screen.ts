import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { button, screen } from "@/db/schema";
import type { ButtonFields } from "@/lib/schemas/button";
import type { RenderResult } from "@/lib/screen/render-types";
import { type ButtonForRender, resolveButton } from "@/lib/screen/resolve-button";
import type { QueryCtx } from "../functions/define";
import { loadSystemValues, loadVariables } from "./load-variable-values";
import { type ButtonRow, type ScreenRow, toButtonDetail, toRenderedScreen } from "./rows";
import { loadScreenButtons } from "./screen-edits";

/**
 * `screens:render`: the screen and its buttons with labels resolved from live variable
 * values and state styles applied. Reference buttons take the look of the button they
 * mirror (only the host's own buttons).
 */
export async function renderScreen(ctx: QueryCtx, row: ScreenRow): Promise<RenderResult> {
  const rows = await loadScreenButtons(ctx, row.id, row.hostId);
  const system = await loadSystemValues(ctx, row.hostId, row.id);
  const { rows: variables, values } = await loadVariables(ctx, row.hostId, system);
  const keyById = new Map(variables.map((v) => [v.id, v.key]));
  const scope = { ...values, ...system };
  const mirrored = await loadMirroredButtons(ctx, rows, row.hostId);
  const buttons = rows.map((b) => {
    const source =
      b.kind === "reference" && b.referenceButtonId ? mirrored.get(b.referenceButtonId) : undefined;
    const look = source ? toButtonDetail(source) : toButtonDetail(b);
    const fields: ButtonFields = { ...toButtonDetail(b), style: look.style, states: look.states };
    const input: ButtonForRender = {
      ...fields,
      id: b.id,
      stateIndex: look.stateIndex,
      variableKey: (source ?? b).variableId
        ? (keyById.get((source ?? b).variableId ?? "") ?? null)
        : null,
    };
    return resolveButton(input, scope);
  });
  return { screen: toRenderedScreen(row), buttons };
}

async function loadMirroredButtons(
  ctx: QueryCtx,
  rows: ButtonRow[],
  hostId: string,
): Promise<Map<string, ButtonRow>> {
  const ids = rows.flatMap((b) =>
    b.kind === "reference" && b.referenceButtonId ? [b.referenceButtonId] : [],
  );
  if (ids.length === 0) return new Map();
  const found = await ctx.db
    .select({ button })
    .from(button)
    .innerJoin(screen, eq(screen.id, button.screenId))
    .where(and(inArray(button.id, ids), eq(screen.hostId, hostId)));
  return new Map(found.map((r) => [r.button.id, r.button]));
}
