import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import { type DeckHarness, expectCode, startDeckHarness } from "../support/deck-harness";
import { createShortcut, readVariable, waitForRun } from "../support/run-helpers";

/** `buttons:press`: built-in toggle/slider/cycle effects and the event's binding. */
let h: DeckHarness;
let host: ConvexClient;
let hostId: string;
let screenId: string;
const vars = { score: "", live: "", volume: "", note: "" };

beforeAll(async () => {
  h = await startDeckHarness();
  const ann = await h.signIn("Ann");
  host = ann.client;
  hostId = ann.id;
  screenId = await host.mutation(api.screens.create, { name: "Deck", columns: 4, rows: 4 });
  vars.score = await host.mutation(api.variables.create, {
    key: "score",
    type: "number",
    value: 0,
  });
  vars.live = await host.mutation(api.variables.create, {
    key: "live",
    type: "boolean",
    value: false,
  });
  vars.volume = await host.mutation(api.variables.create, {
    key: "volume",
    type: "number",
    value: 0,
  });
  vars.note = await host.mutation(api.variables.create, { key: "note", type: "string", value: "" });
});
afterAll(async () => {
  await h?.close();
});

describe("bindings", () => {
  let buttonId: string;

  it("a press runs the bound shortcut and records who pressed which button", async () => {
    const shortcutId = await createShortcut(host, [
      { type: "increment_variable", variable: "score", by: 1 },
    ]);
    buttonId = await host.mutation(api.buttons.create, { screenId, x: 0, y: 0, shortcutId });
    const queued = await host.mutation(api.buttons.press, { buttonId });
    const run = await waitForRun(host, queued?.runId ?? "");
    expect(run.status).toBe("succeeded");
    expect(run.trigger).toEqual({ kind: "button", by: hostId, buttonId });
    expect(await readVariable(host, "score")).toBe(1);
  });

  it("an event without a binding returns null and runs nothing", async () => {
    const before = (await host.query(api.runs.recent, {})).length;
    expect(await host.mutation(api.buttons.press, { buttonId, event: "release" })).toBeNull();
    expect((await host.query(api.runs.recent, {})).length).toBe(before);
  });

  it("inline steps run under the button's label", async () => {
    const inline = await host.mutation(api.buttons.create, {
      screenId,
      x: 1,
      y: 0,
      label: "Bump",
      on: { press: { steps: [{ type: "increment_variable", variable: "score", by: 5 }] } },
    });
    const queued = await host.mutation(api.buttons.press, { buttonId: inline, event: "press" });
    const run = await waitForRun(host, queued?.runId ?? "");
    expect(run.shortcutName).toBe("Bump");
    expect(run.shortcutId).toBeNull();
    expect(await readVariable(host, "score")).toBe(6);
  });

  it("a reference button acts as the button it mirrors", async () => {
    const mirror = await host.mutation(api.buttons.create, {
      screenId,
      x: 2,
      y: 0,
      kind: "reference",
      referenceButtonId: buttonId,
    });
    const queued = await host.mutation(api.buttons.press, { buttonId: mirror });
    await waitForRun(host, queued?.runId ?? "");
    expect(await readVariable(host, "score")).toBe(7);
  });
});

describe("built-in effects", () => {
  it("a toggle button flips its bound boolean in the press itself", async () => {
    const toggle = await host.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 1,
      kind: "toggle",
      variableId: vars.live,
    });
    expect(await host.mutation(api.buttons.press, { buttonId: toggle })).toBeNull();
    expect(await readVariable(host, "live")).toBe(true);
    await host.mutation(api.buttons.press, { buttonId: toggle });
    expect(await readVariable(host, "live")).toBe(false);
  });

  it("a slider change sets its variable and passes the value to its steps", async () => {
    const slider = await host.mutation(api.buttons.create, {
      screenId,
      x: 0,
      y: 2,
      w: 4,
      kind: "slider",
      variableId: vars.volume,
      on: {
        change: {
          steps: [{ type: "set_variable", variable: "note", value: "Volume {{input.value}}" }],
        },
      },
    });
    const queued = await host.mutation(api.buttons.press, {
      buttonId: slider,
      event: "change",
      value: 40,
    });
    expect(await readVariable(host, "volume")).toBe(40);
    await waitForRun(host, queued?.runId ?? "");
    expect(await readVariable(host, "note")).toBe("Volume 40");
    await expectCode(
      host.mutation(api.buttons.press, { buttonId: slider, event: "change" }),
      "INVALID_ARGUMENT",
      /needs a value/,
    );
  });

  it("cycling states advance on every press", async () => {
    const cycle = await host.mutation(api.buttons.create, {
      screenId,
      x: 1,
      y: 1,
      states: {
        mode: "cycle",
        list: [{ style: { label: "A" } }, { style: { label: "B" } }, { style: { label: "C" } }],
      },
    });
    const label = async () =>
      (await host.query(api.screens.render, { screenId })).buttons.find((b) => b.id === cycle)
        ?.label;
    expect(await label()).toBe("A");
    await host.mutation(api.buttons.press, { buttonId: cycle });
    expect(await label()).toBe("B");
    await host.mutation(api.buttons.press, { buttonId: cycle });
    await host.mutation(api.buttons.press, { buttonId: cycle });
    expect(await label()).toBe("A");
  });
});
