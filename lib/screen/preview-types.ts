import type { FontId } from "@/lib/fonts";

export type PreviewButtonKind =
  | "action"
  | "toggle"
  | "slider"
  | "folder"
  | "back"
  | "label"
  | "reference";

export type PreviewButton = {
  id: string;
  /** Zero-based column and row of the top-left cell. */
  x: number;
  y: number;
  /** Spans in cells. */
  w: number;
  h: number;
  kind: PreviewButtonKind;
  /** May hold `{{variable}}` placeholders, filled from the preview's variables. */
  label: string;
  style: {
    backgroundColor: string;
    textColor: string;
    icon?: string;
    fontSize?: number;
  };
  /** Toggle on/off or slider position (0–1), for the look only. */
  value?: number | boolean;
};

export type PreviewScreen = {
  columns: number;
  rows: number;
  gap: number;
  background: string;
  fontFamily: FontId;
  buttons: PreviewButton[];
};

/** Fills `{{name}}` placeholders; unknown names stay visible so an author spots the typo. */
export function fillLabelTemplate(
  label: string,
  variables: Record<string, string | number | boolean> = {},
): string {
  return label.replace(/\{\{\s*([a-z$][a-z0-9_]*)\s*\}\}/gi, (match, name: string) =>
    name in variables ? String(variables[name]) : match,
  );
}

/** Cells of the grid not covered by any button, for "click an empty cell to add". */
export function findEmptyCells(screen: PreviewScreen): { x: number; y: number }[] {
  const taken = new Set<string>();
  for (const b of screen.buttons) {
    for (let dx = 0; dx < b.w; dx++) {
      for (let dy = 0; dy < b.h; dy++) taken.add(`${b.x + dx}:${b.y + dy}`);
    }
  }
  const cells: { x: number; y: number }[] = [];
  for (let y = 0; y < screen.rows; y++) {
    for (let x = 0; x < screen.columns; x++) if (!taken.has(`${x}:${y}`)) cells.push({ x, y });
  }
  return cells;
}
