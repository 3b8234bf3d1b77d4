import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import {
  type DeckHarness,
  expectCode,
  startDeckHarness,
  watchQuery,
} from "../support/deck-harness";
import { waitFor } from "../support/wait-for";

let h: DeckHarness;
let ann: { id: string; client: ConvexClient };
let bob: { id: string; client: ConvexClient };

beforeAll(async () => {
  h = await startDeckHarness();
  ann = await h.signIn("Ann");
  bob = await h.signIn("Bob");
});
afterAll(async () => {
  await h?.close();
});

describe("screens and buttons", () => {
  it("creates a screen that the list shows once, with defaults and the author's name", async () => {
    const id = await ann.client.mutation(api.screens.create, { name: "Stream deck" });
    const list = await ann.client.query(api.screens.list, {});
    expect(list.filter((s) => s.id === id)).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      name: "Stream deck",
      columns: 4,
      rows: 3,
      authorName: "Ann",
      version: 1,
      visibility: "private",
    });
    expect(await bob.client.query(api.screens.list, {})).toEqual([]);
  });

  it("filters by search and sorts by createdAt ascending or updatedAt descending", async () => {
    const a = await ann.client.mutation(api.screens.create, { name: "Alpha scenes" });
    const b = await ann.client.mutation(api.screens.create, { name: "Beta lights" });
    await ann.client.mutation(api.screens.update, { screenId: a, description: "touch" });
    const search = await ann.client.query(api.screens.list, { search: "LIGHT" });
    expect(search.map((s) => s.id)).toEqual([b]);
    expect((await ann.client.query(api.screens.list, { search: "100%" })).length).toBe(0);
    const byCreated = await ann.client.query(api.screens.list, {
      sortBy: "createdAt",
      ascending: true,
    });
    expect(byCreated.slice(-2).map((s) => s.id)).toEqual([a, b]);
    const byUpdated = await ann.client.query(api.screens.list, {});
    expect(byUpdated[0]?.id).toBe(a);
    expect((await ann.client.query(api.screens.list, { author: "bob" })).length).toBe(0);
    expect((await ann.client.query(api.screens.list, { author: "an" })).length).toBeGreaterThan(0);
  });

  it("bumps version and updatedAt on every screen or button edit", async () => {
    const screenId = await ann.client.mutation(api.screens.create, { name: "Versions" });
    const v = async () => (await ann.client.query(api.screens.get, { screenId })).screen;
    const start = await v();
    const buttonId = await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 0,
      label: "Go",
    });
    expect((await v()).version).toBe(start.version + 1);
    await ann.client.mutation(api.buttons.update, { buttonId, label: "Stop" });
    await ann.client.mutation(api.buttons.move, { buttonId, x: 1, y: 1, w: 2 });
    await ann.client.mutation(api.screens.update, { screenId, name: "Renamed" });
    const end = await v();
    expect(end.version).toBe(start.version + 4);
    expect(end.updatedAt).toBeGreaterThanOrEqual(start.updatedAt);
    await ann.client.mutation(api.buttons.remove, { buttonId });
    expect((await v()).version).toBe(start.version + 5);
    expect((await ann.client.query(api.screens.get, { screenId })).buttons).toEqual([]);
  });

  it("refuses buttons outside the grid or on top of each other, naming the cell", async () => {
    const screenId = await ann.client.mutation(api.screens.create, {
      name: "Grid",
      columns: 3,
      rows: 2,
    });
    await expectCode(
      ann.client.mutation(api.buttons.create, { screenId, x: 2, y: 0, w: 2 }),
      "INVALID_ARGUMENT",
      /column 4, row 1.*outside the 3×2 grid/,
    );
    await expectCode(
      ann.client.mutation(api.buttons.create, { screenId, x: 0, y: 2 }),
      "INVALID_ARGUMENT",
      /outside/,
    );
    const first = await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 0,
      w: 2,
      h: 2,
    });
    await expectCode(
      ann.client.mutation(api.buttons.create, { screenId, x: 1, y: 1 }),
      "INVALID_ARGUMENT",
      /overlap at column 2, row 2/,
    );
    const second = await ann.client.mutation(api.buttons.create, { screenId, x: 2, y: 0 });
    await expectCode(
      ann.client.mutation(api.buttons.move, { buttonId: second, x: 1, y: 0 }),
      "INVALID_ARGUMENT",
      /overlap/,
    );
    // Moving a button onto its own cells is fine; shrinking the grid under a button is not.
    await ann.client.mutation(api.buttons.move, { buttonId: first, x: 0, y: 0, w: 1, h: 1 });
    await expectCode(
      ann.client.mutation(api.screens.update, { screenId, columns: 2 }),
      "INVALID_ARGUMENT",
      /column 3, row 1/,
    );
  });

  it("renders labels with live values and updates a subscribed client after variables:set", async () => {
    await ann.client.mutation(api.variables.create, { key: "score", type: "number", value: 3 });
    const screenId = await ann.client.mutation(api.screens.create, {
      name: "Live",
      visibility: "unlisted",
    });
    await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 0,
      label: "Score {{score}}",
    });
    await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 1,
      y: 0,
      label: "Next {{score + 1}} {{missing}}",
    });
    const viewer = h.anonymous();
    const seen = watchQuery(viewer, api.screens.render, { screenId });
    await waitFor(() => seen.value, { what: "first render" });
    expect(seen.value?.buttons.map((b) => b.label)).toEqual(["Score 3", "Next 4 {{missing}}"]);
    await ann.client.mutation(api.variables.set, { key: "score", value: 10 });
    await waitFor(() => seen.value?.buttons[0]?.label === "Score 10", { what: "live label" });
    expect(seen.value?.buttons[1]?.label).toBe("Next 11 {{missing}}");
  });

  it("keeps string variables that look like JSON as strings", async () => {
    await bob.client.mutation(api.variables.create, { key: "code", type: "string", value: "5" });
    await bob.client.mutation(api.variables.create, { key: "flag", type: "string", value: "true" });
    await bob.client.mutation(api.variables.set, { key: "code", value: "null" });
    const list = await bob.client.query(api.variables.list, {});
    const values = Object.fromEntries(list.map((v) => [v.key, v.value]));
    expect(values).toMatchObject({ code: "null", flag: "true" });
  });

  it("applies state styles chosen by a variable, an expression and cycling", async () => {
    const live = await ann.client.mutation(api.variables.create, {
      key: "live",
      type: "boolean",
      value: false,
    });
    await ann.client.mutation(api.variables.create, { key: "viewers", type: "number", value: 5 });
    const screenId = await ann.client.mutation(api.screens.create, { name: "States" });
    const toggle = await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 0,
      kind: "toggle",
      variableId: live,
      style: { label: "Live", backgroundColor: "#333333" },
      states: {
        mode: "variable",
        list: [{ equals: true, style: { backgroundColor: "#ff0000", label: "ON AIR" } }],
      },
    });
    await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 1,
      y: 0,
      style: { label: "{{viewers}}", textColor: "#ffffff" },
      states: {
        mode: "expression",
        list: [{ when: "viewers > 100", style: { textColor: "#00ff00" } }],
      },
    });
    await ann.client.mutation(api.buttons.create, {
      screenId,
      x: 2,
      y: 0,
      states: { mode: "cycle", list: [{ style: { icon: "play" } }, { style: { icon: "pause" } }] },
    });
    let render = await ann.client.query(api.screens.render, { screenId });
    expect(render.buttons[0]).toMatchObject({
      id: toggle,
      label: "Live",
      value: false,
      stateIndex: null,
      style: { backgroundColor: "#333333" },
    });
    expect(render.buttons[1]?.style.textColor).toBe("#ffffff");
    expect(render.buttons[2]).toMatchObject({ stateIndex: 0, style: { icon: "play" } });
    await ann.client.mutation(api.variables.set, { key: "live", value: true });
    await ann.client.mutation(api.variables.set, { key: "viewers", value: 150 });
    render = await ann.client.query(api.screens.render, { screenId });
    expect(render.buttons[0]).toMatchObject({
      label: "ON AIR",
      value: true,
      stateIndex: 0,
      style: { backgroundColor: "#ff0000" },
    });
    expect(render.buttons[1]).toMatchObject({ label: "150", style: { textColor: "#00ff00" } });
  });

  it("duplicates a screen with its buttons as a private copy", async () => {
    const screenId = await ann.client.mutation(api.screens.create, {
      name: "Original",
      columns: 2,
      rows: 2,
      visibility: "public",
    });
    await ann.client.mutation(api.buttons.create, { screenId, x: 0, y: 0, w: 2, label: "Wide" });
    const copy = await ann.client.mutation(api.screens.duplicate, { screenId });
    const got = await ann.client.query(api.screens.get, { screenId: copy });
    expect(got.screen).toMatchObject({
      name: "Original (copy)",
      columns: 2,
      rows: 2,
      visibility: "private",
      sourceScreenId: screenId,
    });
    expect(got.buttons).toHaveLength(1);
    expect(got.buttons[0]).toMatchObject({ x: 0, y: 0, w: 2, style: { label: "Wide" } });
  });

  it("removes a screen with its buttons", async () => {
    const screenId = await ann.client.mutation(api.screens.create, { name: "Doomed" });
    const buttonId = await ann.client.mutation(api.buttons.create, { screenId, x: 0, y: 0 });
    await ann.client.mutation(api.screens.remove, { screenId });
    await expectCode(ann.client.query(api.screens.get, { screenId }), "NOT_FOUND");
    await expectCode(
      ann.client.mutation(api.buttons.update, { buttonId, label: "x" }),
      "NOT_FOUND",
    );
  });

  it("pushes list changes live to another device of the same host, and not to others", async () => {
    const phone = await h.connectAs(ann.id, "Ann");
    const screens = watchQuery(phone, api.screens.list, {});
    const variables = watchQuery(phone, api.variables.list, {});
    const bobs = watchQuery(bob.client, api.screens.list, {});
    await waitFor(() => screens.value && variables.value && bobs.value, { what: "first lists" });
    const before = screens.value?.length ?? 0;
    const bobUpdates = bobs.updates;

    const screenId = await ann.client.mutation(api.screens.create, { name: "From the laptop" });
    await waitFor(() => screens.value?.length === before + 1, { what: "new screen on the phone" });
    expect(screens.value?.filter((s) => s.id === screenId)).toHaveLength(1);

    await ann.client.mutation(api.variables.create, { key: "hype", type: "number", value: 1 });
    await waitFor(() => variables.value?.some((v) => v.key === "hype"), { what: "new variable" });
    await ann.client.mutation(api.variables.set, { key: "hype", value: 2 });
    await waitFor(() => variables.value?.find((v) => v.key === "hype")?.value === 2, {
      what: "new value",
    });

    await ann.client.mutation(api.screens.update, { screenId, name: "Renamed live" });
    await waitFor(() => screens.value?.some((s) => s.name === "Renamed live"), { what: "rename" });
    expect(bobs.updates).toBe(bobUpdates);
    expect(bobs.value).toEqual([]);
  });

  it("reference buttons mirror another button's look and state; folders keep their target", async () => {
    const mic = await ann.client.mutation(api.variables.create, {
      key: "mic",
      type: "boolean",
      value: false,
    });
    const main = await ann.client.mutation(api.screens.create, { name: "Main" });
    const sub = await ann.client.mutation(api.screens.create, { name: "Sub" });
    const source = await ann.client.mutation(api.buttons.create, {
      screenId: main,
      x: 0,
      y: 0,
      kind: "toggle",
      variableId: mic,
      style: { label: "Mic", icon: "mic", backgroundColor: "#222222" },
      states: {
        mode: "variable",
        list: [{ equals: true, style: { icon: "mic-off", backgroundColor: "#aa0000" } }],
      },
    });
    await ann.client.mutation(api.buttons.create, {
      screenId: main,
      x: 1,
      y: 0,
      kind: "folder",
      targetScreenId: sub,
      label: "More",
    });
    await ann.client.mutation(api.buttons.create, {
      screenId: sub,
      x: 2,
      y: 1,
      kind: "reference",
      referenceButtonId: source,
    });
    const watched = watchQuery(ann.client, api.screens.render, { screenId: sub });
    await waitFor(() => watched.value, { what: "sub render" });
    expect(watched.value?.buttons[0]).toMatchObject({
      kind: "reference",
      x: 2,
      y: 1,
      label: "Mic",
      value: false,
      style: { icon: "mic" },
    });
    await ann.client.mutation(api.variables.set, { key: "mic", value: true });
    await waitFor(() => watched.value?.buttons[0]?.style.icon === "mic-off", {
      what: "mirrored state",
    });
    expect(watched.value?.buttons[0]?.style.backgroundColor).toBe("#aa0000");
    // Editing the source restyles the mirror on another screen, live.
    await ann.client.mutation(api.buttons.update, { buttonId: source, label: "Microphone" });
    await waitFor(() => watched.value?.buttons[0]?.label === "Microphone", {
      what: "mirrored label",
    });
    const folder = (await ann.client.query(api.screens.render, { screenId: main })).buttons[1];
    expect(folder).toMatchObject({ kind: "folder", targetScreenId: sub, interactive: true });
  });
});
