import { describe, expect, it } from "vitest";
import { FONTS, fontIdSchema, getFont } from "./fonts";

describe("font choices", () => {
  it("lists the 14 SPEC fonts with unique ids and labels", () => {
    expect(FONTS).toHaveLength(14);
    expect(new Set(FONTS.map((font) => font.id)).size).toBe(14);
    expect(FONTS.map((font) => font.label)).toEqual([
      "System sans",
      "System serif",
      "System mono",
      "Nunito",
      "Arial",
      "Verdana",
      "Helvetica",
      "Tahoma",
      "Trebuchet MS",
      "Times New Roman",
      "Georgia",
      "Garamond",
      "Courier New",
      "Brush Script MT",
    ]);
  });

  it("ends every stack with a generic family so a missing font degrades gracefully", () => {
    for (const font of FONTS) {
      expect(font.family).toMatch(/(sans-serif|serif|monospace|cursive)$/);
    }
  });

  it("accepts only listed ids", () => {
    expect(fontIdSchema.parse("georgia")).toBe("georgia");
    expect(fontIdSchema.safeParse("comic-sans").success).toBe(false);
    expect(getFont("courier-new").label).toBe("Courier New");
  });
});
