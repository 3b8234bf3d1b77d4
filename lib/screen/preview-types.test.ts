import { describe, expect, it } from "vitest";
import { fillLabelTemplate, findEmptyCells, type PreviewScreen } from "./preview-types";

describe("fillLabelTemplate", () => {
  it("fills known variables and leaves unknown ones visible", () => {
    expect(fillLabelTemplate("Viewers {{viewers}}", { viewers: 128 })).toBe("Viewers 128");
    expect(fillLabelTemplate("{{ scene }} / {{nope}}", { scene: "Live" })).toBe("Live / {{nope}}");
  });
});

describe("findEmptyCells", () => {
  it("skips every cell a spanning button covers", () => {
    const screen: PreviewScreen = {
      columns: 3,
      rows: 2,
      gap: 8,
      background: "#000",
      fontFamily: "nunito",
      buttons: [
        {
          id: "a",
          x: 0,
          y: 0,
          w: 2,
          h: 2,
          kind: "action",
          label: "A",
          style: { backgroundColor: "#111", textColor: "#fff" },
        },
      ],
    };
    expect(findEmptyCells(screen)).toEqual([
      { x: 2, y: 0 },
      { x: 2, y: 1 },
    ]);
  });
});
