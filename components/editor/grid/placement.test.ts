import { describe, expect, it } from "vitest";
import {
  findPlacementProblem,
  findRectAt,
  moveRect,
  readArrowKey,
  resizeRect,
  snapDelta,
  stepCursor,
} from "./placement";

const grid = { columns: 4, rows: 3 };
const a = { id: "a", x: 0, y: 0, w: 2, h: 1 };
const b = { id: "b", x: 3, y: 2, w: 1, h: 1 };

describe("snapping drags to cells", () => {
  it("rounds pixel offsets to whole cells, half a cell moving on", () => {
    expect(snapDelta({ x: 149, y: -51 }, { x: 100, y: 100 })).toEqual({ x: 1, y: -1 });
    expect(snapDelta({ x: 49, y: 0 }, { x: 100, y: 100 })).toEqual({ x: 0, y: 0 });
    expect(snapDelta({ x: 250, y: 310 }, { x: 100, y: 100 })).toEqual({ x: 3, y: 3 });
  });

  it("does not divide by a zero pitch (an unmeasured grid)", () => {
    expect(snapDelta({ x: 300, y: 300 }, { x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe("checking a drop", () => {
  it("accepts a free spot and the button's own cells", () => {
    expect(findPlacementProblem(grid, [a, b], moveRect(a, { x: 1, y: 1 }))).toBeNull();
    expect(findPlacementProblem(grid, [a, b], moveRect(a, { x: 1, y: 0 }))).toBeNull();
  });

  it("refuses overlaps and names the cell", () => {
    expect(findPlacementProblem(grid, [a, b], moveRect(a, { x: 2, y: 2 }))).toBe(
      "Two buttons overlap at column 4, row 3",
    );
  });

  it("refuses leaving the grid on any side", () => {
    expect(findPlacementProblem(grid, [a, b], moveRect(a, { x: -1, y: 0 }))).toMatch(
      /off the grid/,
    );
    expect(findPlacementProblem(grid, [a, b], moveRect(a, { x: 3, y: 0 }))).toMatch(
      /outside the 4×3 grid/,
    );
    expect(findPlacementProblem(grid, [a, b], resizeRect(b, { x: 0, y: 1 }))).toMatch(/outside/);
  });

  it("never shrinks a span below one cell", () => {
    expect(resizeRect(a, { x: -5, y: -5 })).toMatchObject({ w: 1, h: 1 });
  });
});

describe("keyboard cursor", () => {
  it("reads arrow keys only", () => {
    expect(readArrowKey("ArrowLeft")).toBe("left");
    expect(readArrowKey("a")).toBeUndefined();
  });

  it("jumps over the rest of a wide button and stops at the edges", () => {
    expect(stepCursor(grid, [a, b], { x: 0, y: 0 }, "right")).toEqual({ x: 2, y: 0 });
    expect(stepCursor(grid, [a, b], { x: 2, y: 0 }, "left")).toEqual({ x: 0, y: 0 });
    expect(stepCursor(grid, [a, b], { x: 0, y: 0 }, "up")).toEqual({ x: 0, y: 0 });
    expect(stepCursor(grid, [a, b], { x: 3, y: 1 }, "down")).toEqual({ x: 3, y: 2 });
    expect(findRectAt([a, b], { x: 1, y: 0 })?.id).toBe("a");
  });
});
