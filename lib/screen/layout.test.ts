import { describe, expect, it } from "vitest";
import { findEmptyCells, findLayoutProblem } from "./layout";

describe("findLayoutProblem", () => {
  const grid = { columns: 3, rows: 2 };
  it("accepts buttons that fit without overlap", () => {
    expect(
      findLayoutProblem(grid, [
        { x: 0, y: 0, w: 2, h: 2 },
        { x: 2, y: 0, w: 1, h: 2 },
      ]),
    ).toBeNull();
  });
  it("names the cell outside the grid", () => {
    expect(findLayoutProblem(grid, [{ x: 2, y: 1, w: 2, h: 1 }])).toBe(
      "A button at column 3, row 2 reaches column 4, row 2, outside the 3×2 grid",
    );
    expect(findLayoutProblem(grid, [{ x: 0, y: 2, w: 1, h: 1 }])).toBe(
      "A button at column 1, row 3 is outside the 3×2 grid",
    );
  });
  it("names the first overlapping cell", () => {
    expect(
      findLayoutProblem(grid, [
        { x: 0, y: 0, w: 2, h: 2 },
        { x: 1, y: 1, w: 1, h: 1 },
      ]),
    ).toBe("Two buttons overlap at column 2, row 2");
  });
});

describe("findEmptyCells", () => {
  it("lists uncovered cells row by row", () => {
    expect(findEmptyCells({ columns: 2, rows: 2 }, [{ x: 0, y: 0, w: 2, h: 1 }])).toEqual([
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ]);
  });
});
