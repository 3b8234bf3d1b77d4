/** Grid geometry shared by the editor, the renderer and the server's checks. */
export type Cell = { x: number; y: number };
export type Rect = { id?: string; x: number; y: number; w: number; h: number };
export type Grid = { columns: number; rows: number };

/** Human cell names in messages: column and row counted from 1. */
export function describeCell(cell: Cell): string {
  return `column ${cell.x + 1}, row ${cell.y + 1}`;
}

/**
 * The first problem with a layout, or null: a button outside the grid or two buttons on
 * the same cell. The message names the cell so the author can find it.
 */
export function findLayoutProblem(grid: Grid, rects: readonly Rect[]): string | null {
  const taken = new Map<string, Rect>();
  for (const rect of rects) {
    if (rect.x + rect.w > grid.columns || rect.y + rect.h > grid.rows) {
      const corner = { x: rect.x + rect.w - 1, y: rect.y + rect.h - 1 };
      const size = `the ${grid.columns}×${grid.rows} grid`;
      if (rect.w === 1 && rect.h === 1)
        return `A button at ${describeCell(rect)} is outside ${size}`;
      return `A button at ${describeCell(rect)} reaches ${describeCell(corner)}, outside ${size}`;
    }
    for (let dy = 0; dy < rect.h; dy++) {
      for (let dx = 0; dx < rect.w; dx++) {
        const cell = { x: rect.x + dx, y: rect.y + dy };
        const key = `${cell.x}:${cell.y}`;
        if (taken.has(key)) return `Two buttons overlap at ${describeCell(cell)}`;
        taken.set(key, rect);
      }
    }
  }
  return null;
}

/** Cells not covered by any button, for "click an empty cell to add". */
export function findEmptyCells(grid: Grid, rects: readonly Rect[]): Cell[] {
  const taken = new Set<string>();
  for (const r of rects) {
    for (let dx = 0; dx < r.w; dx++) {
      for (let dy = 0; dy < r.h; dy++) taken.add(`${r.x + dx}:${r.y + dy}`);
    }
  }
  const cells: Cell[] = [];
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.columns; x++) if (!taken.has(`${x}:${y}`)) cells.push({ x, y });
  }
  return cells;
}
