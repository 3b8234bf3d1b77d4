import { describe, expect, it } from "vitest";
import { buildExportFileName } from "./export-file-name";

describe("buildExportFileName", () => {
  it("slugs the screen name", () => {
    expect(buildExportFileName("Stream controls!")).toBe("stream-controls.deckbot.json");
  });
  it("drops accents and path separators", () => {
    expect(buildExportFileName("Café ../../etc")).toBe("cafe-etc.deckbot.json");
  });
  it("falls back when nothing usable is left", () => {
    expect(buildExportFileName("🎮🎮")).toBe("screen.deckbot.json");
  });
});
