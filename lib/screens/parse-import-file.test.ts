import { describe, expect, it } from "vitest";
import { MAX_IMPORT_FILE_BYTES, parseImportFile } from "./parse-import-file";

const exported = {
  schemaVersion: 1,
  screen: { name: "Stream", columns: 4, rows: 3 },
  buttons: [],
  shortcuts: [],
  variables: [],
};

describe("parseImportFile", () => {
  it("accepts an exported screen and hands over the document unchanged", () => {
    const result = parseImportFile(JSON.stringify(exported), "stream.json");
    expect(result).toEqual({ ok: true, document: exported });
  });

  it("names the file when it is not JSON", () => {
    expect(parseImportFile("{not json", "notes.txt")).toEqual({
      ok: false,
      message: "notes.txt is not valid JSON.",
    });
  });

  it("refuses JSON that is not an object", () => {
    expect(parseImportFile("[1,2]", "list.json")).toEqual({
      ok: false,
      message: "list.json is not a screen export.",
    });
  });

  it("says which field is wrong, e.g. a newer schema version", () => {
    const result = parseImportFile(JSON.stringify({ ...exported, schemaVersion: 2 }), "new.json");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^new\.json .*\(schemaVersion\)/);
  });

  it("refuses a file too large to be an export", () => {
    const result = parseImportFile(" ".repeat(MAX_IMPORT_FILE_BYTES + 1), "big.json");
    expect(result).toEqual({ ok: false, message: "big.json is too large to be a screen export." });
  });
});
