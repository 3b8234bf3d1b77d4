import { describe, expect, it } from "vitest";
import { buttonFieldsSchema } from "@/lib/schemas/button";
import {
  buildLocalDocument,
  fromLocalScreen,
  type LocalState,
  readLocalDocument,
} from "./local-screen-document";

const state: LocalState = {
  screen: {
    name: "Stream",
    columns: 4,
    rows: 2,
    gap: 8,
    backgroundColor: "#000000",
    backgroundImage: null,
    fontFamily: "nunito",
    visibility: "private",
  },
  buttons: [
    {
      ...buttonFieldsSchema.parse({
        x: 1,
        y: 1,
        w: 2,
        style: { label: "Go" },
        on: { press: { steps: [{ type: "notify", message: "hi" }] } },
      }),
      id: "a",
      stateIndex: 0,
    },
  ],
};

describe("local screen export and import", () => {
  it("round-trips through the export document", () => {
    const doc = buildLocalDocument(state);
    expect(doc.schemaVersion).toBe(1);
    const read = readLocalDocument(JSON.parse(JSON.stringify(doc)), "private");
    if ("error" in read) throw new Error(read.error);
    expect(read.state.screen.name).toBe("Stream");
    expect(read.state.buttons[0]).toMatchObject({ x: 1, y: 1, w: 2, style: { label: "Go" } });
    expect(read.state.buttons[0]?.on.press).toEqual({
      steps: [{ type: "notify", message: "hi", level: "info" }],
    });
  });

  it("refuses a document of another schema version with the path", () => {
    const doc = { ...buildLocalDocument(state), schemaVersion: 2 };
    const read = readLocalDocument(doc, "private");
    expect("error" in read && read.error).toMatch(/^schemaVersion: /);
    expect(readLocalDocument("nope", "private")).toHaveProperty("error");
  });

  it("drops shortcut bindings, which need an account", () => {
    const doc = buildLocalDocument(state);
    const first = doc.buttons[0];
    if (!first) throw new Error("expected a button");
    first.on = { press: { shortcutId: "s1" } };
    const read = readLocalDocument(doc, "private");
    if ("error" in read) throw new Error(read.error);
    expect(read.state.buttons[0]?.on).toEqual({});
  });
});

describe("starting from a browser-only screen", () => {
  it("turns lib/screen's LocalScreen into editor buttons with their label as the template", () => {
    const state = fromLocalScreen(
      {
        columns: 3,
        rows: 2,
        gap: 4,
        backgroundColor: "#000000",
        fontFamily: "arial",
        buttons: [
          { id: "x", x: 2, y: 1, w: 1, h: 1, kind: "toggle", label: "Live {{on}}", style: {} },
        ],
      },
      "Draft",
    );
    expect(state.screen).toMatchObject({ name: "Draft", columns: 3, visibility: "private" });
    expect(state.buttons[0]).toMatchObject({
      id: "x",
      kind: "toggle",
      style: { label: "Live {{on}}" },
      on: {},
    });
  });
});
