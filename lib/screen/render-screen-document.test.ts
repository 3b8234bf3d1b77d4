import { describe, expect, it } from "vitest";
import { type ScreenExportInput, screenExportSchema } from "@/lib/schemas/screen-export";
import { renderScreenDocument } from "./render-screen-document";

describe("renderScreenDocument", () => {
  it("fills labels from the document's own variables, computed ones included", () => {
    const input: ScreenExportInput = {
      schemaVersion: 1,
      screen: { name: "Points", columns: 2, rows: 1 },
      buttons: [
        { ref: "a", x: 0, y: 0, style: { label: "Score {{score}}" } },
        { ref: "b", x: 1, y: 0, style: { label: "Double {{double}}" } },
      ],
      shortcuts: [],
      variables: [
        { key: "score", type: "number", value: 4 },
        { key: "double", type: "number", kind: "computed", expression: "score * 2" },
      ],
    };
    const { screen, buttons } = renderScreenDocument(screenExportSchema.parse(input));
    expect(screen).toMatchObject({ columns: 2, rows: 1 });
    expect(buttons.map((b) => [b.id, b.label])).toEqual([
      ["a", "Score 4"],
      ["b", "Double 8"],
    ]);
  });
});
