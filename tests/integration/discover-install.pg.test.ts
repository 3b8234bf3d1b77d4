import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import type { Step } from "@/lib/schemas/steps";
import { type DeckHarness, expectCode, startDeckHarness } from "../support/deck-harness";

let h: DeckHarness;
let ann: ConvexClient;
let bob: ConvexClient;
let anon: ConvexClient;

beforeAll(async () => {
  h = await startDeckHarness();
  ann = (await h.signIn("Ann")).client;
  bob = (await h.signIn("Bob")).client;
  anon = h.anonymous();
});
afterAll(async () => {
  await h?.close();
});

function stepsOf(shortcuts: { name: string; steps: Step[] }[], name: string): Step[] {
  return shortcuts.find((s) => s.name === name)?.steps ?? [];
}

describe("discover publish and install", () => {
  it("publishes a description and lists the published version, not the edit count", async () => {
    const screenId = await ann.mutation(api.screens.create, { name: "Quiz board" });
    expect(await ann.query(api.discover.publication, { screenId })).toBeNull();
    await expectCode(bob.query(api.discover.publication, { screenId }), "FORBIDDEN");
    await expectCode(
      ann.mutation(api.discover.publish, { screenId, description: "x".repeat(1001) }),
      "INVALID_ARGUMENT",
    );

    await ann.mutation(api.discover.publish, { screenId, description: "Buzzers for quiz night" });
    await ann.mutation(api.screens.update, { screenId, name: "Quiz board v2" });
    await ann.mutation(api.discover.publish, { screenId });
    const [card] = await anon.query(api.discover.list, { search: "quiz" });
    expect(card).toMatchObject({
      id: screenId,
      description: "Buzzers for quiz night",
      publishedVersion: 2,
    });
    expect(card?.version).toBeGreaterThan(2);
    expect(await ann.query(api.discover.publication, { screenId })).toMatchObject({
      version: 2,
      visibility: "public",
    });
    const detail = await anon.query(api.discover.get, { screenId });
    expect(detail.snapshot.screen.description).toBe("Buzzers for quiz night");
  });

  it("copies shortcuts a shortcut runs and points step references at the installer's rows", async () => {
    await ann.mutation(api.variables.create, { key: "score", type: "number", value: 5 });
    const elsewhere = await ann.mutation(api.screens.create, { name: "Ann's other screen" });
    const screenId = await ann.mutation(api.screens.create, {
      name: "Points",
      columns: 2,
      rows: 1,
    });
    const buttonId = await ann.mutation(api.buttons.create, {
      screenId,
      x: 1,
      y: 0,
      label: "Score {{score}}",
    });
    const cheer = await ann.mutation(api.shortcuts.create, {
      name: "Cheer",
      steps: [{ type: "notify", message: "Point!" }],
    });
    const addPoint = await ann.mutation(api.shortcuts.create, {
      name: "Add point",
      steps: [
        { type: "increment_variable", variable: "score", by: 1 },
        {
          type: "if",
          conditions: [{ expression: "score > 9" }],
          // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
          then: [{ type: "run_shortcut", shortcutId: cheer }],
        },
        { type: "set_button_state", buttonId, state: 1 },
        { type: "switch_screen", screenId },
        { type: "switch_screen", screenId: elsewhere },
      ],
    });
    await ann.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 0,
      label: "+1",
      shortcutId: addPoint,
    });
    await ann.mutation(api.discover.publish, { screenId });

    const installed = await bob.mutation(api.discover.install, { screenId });
    const copy = await bob.query(api.screens.get, { screenId: installed });
    const bobShortcuts = await bob.query(api.shortcuts.list, {});
    expect(bobShortcuts.map((s) => s.name).sort()).toEqual(["Add point", "Cheer"]);
    const bobCheer = bobShortcuts.find((s) => s.name === "Cheer")?.id;
    const bobAdd = bobShortcuts.find((s) => s.name === "Add point")?.id;
    expect(bobCheer).not.toBe(cheer);
    const copiedScore = copy.buttons.find((b) => b.style.label === "Score {{score}}")?.id;
    expect(stepsOf(bobShortcuts, "Add point")).toEqual([
      { type: "increment_variable", variable: "score", by: 1 },
      {
        type: "if",
        conditions: [{ expression: "score > 9" }],
        match: "all",
        // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
        then: [{ type: "run_shortcut", shortcutId: bobCheer }],
        else: [],
      },
      { type: "set_button_state", buttonId: copiedScore, state: 1 },
      { type: "switch_screen", screenId: installed },
      // The switch to Ann's other screen is gone: Bob cannot open it.
    ]);
    expect(copy.buttons.find((b) => b.style.label === "+1")?.on.press).toEqual({
      shortcutId: bobAdd,
    });
    const bobVars = await bob.query(api.variables.list, {});
    expect(bobVars.find((v) => v.key === "score")).toMatchObject({ type: "number", value: 5 });

    // Duplicating in my own account keeps links to my other screens.
    const annDuplicate = await ann.mutation(api.screens.duplicate, { screenId });
    expect(annDuplicate).not.toBe(screenId);
    const annShortcuts = await ann.query(api.shortcuts.list, {});
    expect(annShortcuts.filter((s) => s.name === "Add point")).toHaveLength(1);
    expect(stepsOf(annShortcuts, "Add point")).toContainEqual({
      type: "switch_screen",
      screenId: elsewhere,
    });
  });
});
