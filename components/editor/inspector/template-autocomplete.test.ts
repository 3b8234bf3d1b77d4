import { describe, expect, it } from "vitest";
import { filterKeys, findPlaceholderQuery, insertVariable } from "./template-autocomplete";

describe("label template autocomplete", () => {
  it("opens inside an unclosed placeholder only", () => {
    expect(findPlaceholderQuery("Score {{sc", 10)).toEqual({ start: 8, query: "sc" });
    expect(findPlaceholderQuery("Score {{", 8)).toEqual({ start: 8, query: "" });
    expect(findPlaceholderQuery("Score {{score}} ", 16)).toBeNull();
    expect(findPlaceholderQuery("Score {{score + ", 16)).toBeNull();
    expect(findPlaceholderQuery("Plain", 5)).toBeNull();
  });

  it("inserts the key and closes the placeholder once", () => {
    const text = "Score {{sc";
    const at = findPlaceholderQuery(text, text.length);
    if (!at) throw new Error("expected a query");
    expect(insertVariable(text, text.length, at, "score")).toEqual({
      text: "Score {{score}}",
      caret: 15,
    });
    const closed = "A {{x}} b";
    const q = findPlaceholderQuery(closed, 5);
    if (!q) throw new Error("expected a query");
    expect(insertVariable(closed, 5, q, "xp").text).toBe("A {{xp}} b");
  });

  it("lists prefix matches before inner matches", () => {
    expect(filterKeys(["high_score", "score", "scene", "$time"], "sc")).toEqual([
      "score",
      "scene",
      "high_score",
    ]);
  });
});
