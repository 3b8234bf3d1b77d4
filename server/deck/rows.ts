import "server-only";
import type { button, screen, shortcut, variable } from "@/db/schema";
import type { ButtonDetail, ScreenDetail } from "@/lib/api-types";
import type { FontId } from "@/lib/fonts";
import type { ButtonKind } from "@/lib/schemas/button";
import type { Visibility } from "@/lib/schemas/screen";
import type { RenderedScreen } from "@/lib/screen/render-types";

export type ScreenRow = typeof screen.$inferSelect;
export type ButtonRow = typeof button.$inferSelect;
export type ShortcutRow = typeof shortcut.$inferSelect;
export type VariableRow = typeof variable.$inferSelect;

export function newId(): string {
  return crypto.randomUUID();
}

/** The screen fields every view shows; timestamps as ms (sync values carry no Dates). */
export function toRenderedScreen(row: ScreenRow): RenderedScreen {
  return {
    id: row.id,
    hostId: row.hostId,
    name: row.name,
    columns: row.columns,
    rows: row.rows,
    gap: row.gap,
    backgroundColor: row.backgroundColor,
    backgroundImage: row.backgroundImage,
    fontFamily: row.fontFamily as FontId,
    visibility: row.visibility as Visibility,
    version: row.version,
  };
}

export function toScreenDetail(row: ScreenRow, authorName: string): ScreenDetail {
  return {
    ...toRenderedScreen(row),
    description: row.description,
    authorName,
    installCount: row.installCount,
    publishedAt: row.publishedAt?.getTime() ?? null,
    sourceScreenId: row.sourceScreenId,
    sourceVersion: row.sourceVersion,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toButtonDetail(row: ButtonRow): ButtonDetail {
  return {
    id: row.id,
    screenId: row.screenId,
    x: row.x,
    y: row.y,
    w: row.w,
    h: row.h,
    kind: row.kind as ButtonKind,
    style: row.style,
    states: row.states ?? null,
    on: row.on,
    confirm: row.confirm,
    variableId: row.variableId,
    targetScreenId: row.targetScreenId,
    referenceButtonId: row.referenceButtonId,
    stateIndex: row.stateIndex,
  };
}

export type { ButtonDetail, ScreenDetail };
