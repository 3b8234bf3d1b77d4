import { type Cell, findLayoutProblem, type Grid, type Rect } from "@/lib/screen/layout";

/** Grid geometry for the editor: snapping drags to cells and checking drops before sending. */
export type Direction = "left" | "right" | "up" | "down";

const STEP: Record<Direction, Cell> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

export function getDirectionStep(direction: Direction): Cell {
  return STEP[direction];
}

/** Arrow keys to directions; anything else is not a grid key. */
export function readArrowKey(key: string): Direction | undefined {
  const map: Record<string, Direction> = {
    ArrowLeft: "left",
    ArrowRight: "right",
    ArrowUp: "up",
    ArrowDown: "down",
  };
  return map[key];
}

/** A drag's pixel offset as whole cells: half a cell or more counts as the next one. */
export function snapDelta(delta: { x: number; y: number }, pitch: { x: number; y: number }): Cell {
  const snap = (d: number, p: number) => (p > 0 ? Math.round(d / p) : 0) || 0;
  return { x: snap(delta.x, pitch.x), y: snap(delta.y, pitch.y) };
}

export function moveRect(rect: Rect, by: Cell): Rect {
  return { ...rect, x: rect.x + by.x, y: rect.y + by.y };
}

/** Grows or shrinks spans; never below one cell. */
export function resizeRect(rect: Rect, by: Cell): Rect {
  return { ...rect, w: Math.max(1, rect.w + by.x), h: Math.max(1, rect.h + by.y) };
}

/**
 * Why `candidate` cannot go where it is among the other buttons, or null when it fits.
 * Negative positions are outside too (the layout check only looks at the far edges).
 */
export function findPlacementProblem(
  grid: Grid,
  rects: readonly Rect[],
  candidate: Rect,
): string | null {
  if (candidate.x < 0 || candidate.y < 0) return "That would move the button off the grid";
  const others = rects.filter((rect) => rect.id !== candidate.id);
  return findLayoutProblem(grid, [...others, candidate]);
}

/** The rect covering a cell, if any. */
export function findRectAt(rects: readonly Rect[], cell: Cell): Rect | undefined {
  return rects.find(
    (r) => cell.x >= r.x && cell.x < r.x + r.w && cell.y >= r.y && cell.y < r.y + r.h,
  );
}

/**
 * Where the keyboard cursor goes from `from`: one cell over, skipping the rest of a button it
 * is on, clamped to the grid.
 */
export function stepCursor(
  grid: Grid,
  rects: readonly Rect[],
  from: Cell,
  direction: Direction,
): Cell {
  const step = STEP[direction];
  const current = findRectAt(rects, from);
  let next = { x: from.x + step.x, y: from.y + step.y };
  if (current) {
    if (direction === "right") next = { x: current.x + current.w, y: from.y };
    if (direction === "down") next = { x: from.x, y: current.y + current.h };
    if (direction === "left") next = { x: current.x - 1, y: from.y };
    if (direction === "up") next = { x: from.x, y: current.y - 1 };
  }
  if (next.x < 0 || next.y < 0 || next.x >= grid.columns || next.y >= grid.rows) return from;
  const landed = findRectAt(rects, next);
  // Land on a button's top-left so the cursor and the selection agree.
  return landed ? { x: landed.x, y: landed.y } : next;
}
