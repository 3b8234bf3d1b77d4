import { describe, expect, it } from "vitest";
import type { VariableListItem } from "@/lib/api-types";
import { buttonFieldsSchema } from "@/lib/schemas/button";
import type { RenderedButton } from "@/lib/screen/render-types";
import { applyPendingToButtons, mergeRendered, renderInBrowser } from "./overlay-edits";
import type { EditorButton } from "./screen-store";

const score: VariableListItem = {
  id: "v1",
  key: "score",
  type: "number",
  kind: "value",
  value: 7,
  defaultValue: 0,
  expression: null,
  persist: true,
  description: "",
  readOnly: false,
  updatedAt: null,
};

function makeButton(id: string, x: number, label: string): EditorButton {
  return { ...buttonFieldsSchema.parse({ x, y: 0, style: { label } }), id, stateIndex: 0 };
}

describe("edits in flight drawn at once", () => {
  const a = makeButton("a", 0, "Score {{score}}");
  const b = makeButton("b", 1, "B");

  it("applies moves and removals in the order they were made", () => {
    const { buttons, touched } = applyPendingToButtons(
      [a, b],
      [
        { seq: 1, type: "update", id: "a", patch: { x: 2 } },
        { seq: 2, type: "update", id: "a", patch: { x: 3, w: 2 } },
        { seq: 3, type: "remove", id: "b" },
      ],
    );
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toMatchObject({ id: "a", x: 3, w: 2 });
    expect([...touched]).toEqual(["a"]);
  });

  it("keeps the server's render where nothing is pending and renders pending ones here", () => {
    const server: RenderedButton[] = [
      renderInBrowser({ ...a, style: { label: "from server" } }, []),
      renderInBrowser(b, []),
    ];
    const edited = { ...a, style: { label: "Now {{score + 1}}" } };
    const merged = mergeRendered([edited, b], server, new Set(["a"]), [score]);
    expect(merged.map((r) => r.label)).toEqual(["Now 8", "B"]);
    // A button the server has not rendered yet (just created) is rendered here too.
    expect(mergeRendered([a], [], new Set(), [score])[0]?.label).toBe("Score 7");
  });
});
