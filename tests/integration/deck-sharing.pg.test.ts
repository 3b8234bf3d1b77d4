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

/** A screen with a bound toggle, a label reading a variable and a shortcut-bound button. */
async function buildStreamScreen(client: ConvexClient) {
  const live = await client.mutation(api.variables.create, {
    key: "live",
    type: "boolean",
    value: true,
  });
  await client.mutation(api.variables.create, {
    key: "viewers",
    type: "number",
    value: 42,
    description: "Chat count",
  });
  const shortcutId = await client.mutation(api.shortcuts.create, {
    name: "Go live",
    steps: [
      { type: "set_variable", variable: "live", value: true },
      { type: "increment_variable", variable: "viewers", by: 1 },
      { type: "keys", combo: "ctrl+shift+l" },
    ],
  });
  const screenId = await client.mutation(api.screens.create, {
    name: "Stream",
    columns: 3,
    rows: 2,
    fontFamily: "georgia",
  });
  await client.mutation(api.buttons.create, {
    screenId,
    x: 0,
    y: 0,
    kind: "toggle",
    variableId: live,
    label: "Live",
  });
  await client.mutation(api.buttons.create, {
    screenId,
    x: 1,
    y: 0,
    w: 2,
    kind: "label",
    label: "{{viewers}} watching",
  });
  await client.mutation(api.buttons.create, { screenId, x: 0, y: 1, label: "Start", shortcutId });
  return { screenId, shortcutId };
}

describe("export and import", () => {
  it("round-trips a screen through its JSON document", async () => {
    const { screenId } = await buildStreamScreen(ann);
    const doc = await ann.query(api.screens.export, { screenId });
    expect(doc.schemaVersion).toBe(1);
    expect(doc.screen).toMatchObject({
      name: "Stream",
      columns: 3,
      rows: 2,
      fontFamily: "georgia",
    });
    expect(doc.variables.map((v) => v.key).sort()).toEqual(["live", "viewers"]);
    expect(doc.shortcuts.map((s) => s.name)).toEqual(["Go live"]);
    // Through a file: what a user downloads and uploads again.
    const copy = await ann.mutation(api.screens.import, {
      document: JSON.parse(JSON.stringify(doc)),
    });
    const original = await ann.query(api.screens.render, { screenId });
    const imported = await ann.query(api.screens.render, { screenId: copy });
    const strip = (r: typeof original) => r.buttons.map(({ id: _id, ...b }) => b);
    expect(strip(imported)).toEqual(strip(original));
    expect(imported.screen.name).toBe("Stream");
    // Same account: variables and the shortcut are reused, not duplicated.
    expect(
      (await ann.query(api.variables.list, {})).filter((v) => v.key === "viewers"),
    ).toHaveLength(1);
    expect(await ann.query(api.shortcuts.list, {})).toHaveLength(1);
  });
});

describe("discover", () => {
  it("publishes, lists publicly, and installs into another account with remapping by key", async () => {
    const screens = await ann.query(api.screens.list, { search: "Stream" });
    const screenId = screens.at(-1)?.id as string;
    const gallery = watchQuery(anon, api.discover.list, {});
    await waitFor(() => gallery.value, { what: "gallery" });
    expect(gallery.value).toEqual([]);

    await expectCode(bob.mutation(api.discover.publish, { screenId }), "FORBIDDEN");
    const published = await ann.mutation(api.discover.publish, { screenId });
    expect(published.version).toBe(1);
    await waitFor(() => gallery.value?.length === 1, { what: "gallery shows the screen" });
    expect(gallery.value?.[0]).toMatchObject({
      id: screenId,
      authorName: "Ann",
      visibility: "public",
      installCount: 0,
    });
    expect(await anon.query(api.discover.list, { author: "bob" })).toEqual([]);
    expect((await anon.query(api.discover.get, { screenId })).snapshot.buttons).toHaveLength(3);

    // Bob already has a `viewers` variable: it is reused; `live` and the shortcut are created.
    await bob.mutation(api.variables.create, { key: "viewers", type: "number", value: 7 });
    await expectCode(anon.mutation(api.discover.install, { screenId }), "UNAUTHENTICATED");
    const installed = await bob.mutation(api.discover.install, { screenId });
    const bobScreen = await bob.query(api.screens.get, { screenId: installed });
    expect(bobScreen.screen).toMatchObject({
      hostId: expect.not.stringMatching(/ann/),
      visibility: "private",
      sourceScreenId: screenId,
      sourceVersion: 1,
    });
    const bobVars = await bob.query(api.variables.list, {});
    const live = bobVars.find((v) => v.key === "live");
    expect(live).toMatchObject({ type: "boolean", value: true });
    expect(bobVars.filter((v) => v.key === "viewers")).toHaveLength(1);
    const bobShortcuts = await bob.query(api.shortcuts.list, {});
    expect(bobShortcuts.map((s) => s.name)).toEqual(["Go live"]);
    const toggle = bobScreen.buttons.find((b) => b.kind === "toggle");
    expect(toggle?.variableId).toBe(live?.id);
    const start = bobScreen.buttons.find((b) => b.style.label === "Start");
    expect(start?.on.press).toEqual({ shortcutId: bobShortcuts[0]?.id });
    // The label reads Bob's own value.
    const render = await bob.query(api.screens.render, { screenId: installed });
    expect(render.buttons.find((b) => b.kind === "label")?.label).toBe("7 watching");

    await waitFor(() => gallery.value?.[0]?.installCount === 1, { what: "install count" });
    expect((await ann.mutation(api.discover.publish, { screenId })).version).toBe(2);
  });

  it("an unpublished or private screen cannot be installed", async () => {
    const screenId = await ann.mutation(api.screens.create, { name: "Draft" });
    await expectCode(bob.mutation(api.discover.install, { screenId }), "FORBIDDEN");
    await ann.mutation(api.screens.update, { screenId, visibility: "unlisted" });
    await expectCode(
      bob.mutation(api.discover.install, { screenId }),
      "NOT_FOUND",
      /not been published/,
    );
  });
});

describe("automations", () => {
  it("stores definitions with a server-made webhook secret that edits keep", async () => {
    const shortcutId = (await ann.query(api.shortcuts.list, {}))[0]?.id as string;
    const id = await ann.mutation(api.automations.create, {
      name: "Hype",
      events: [
        { type: "webhook" },
        { type: "schedule", cron: "*/5 * * * *", timezone: "Europe/Paris" },
      ],
      conditions: [{ expression: "viewers > 10" }],
      shortcutId,
    });
    const [created] = await ann.query(api.automations.list, {});
    expect(created).toMatchObject({ id, enabled: true, rateLimitMs: 1000, shortcutId });
    const hook = created?.events.find((e) => e.type === "webhook");
    const secret = hook && "secret" in hook ? hook.secret : "";
    expect(secret).toMatch(/^[\w-]{32}$/);
    await ann.mutation(api.automations.update, {
      automationId: id,
      events: [{ type: "webhook" }],
      enabled: false,
    });
    const [updated] = await ann.query(api.automations.list, {});
    expect(updated?.events).toEqual([{ type: "webhook", secret }]);
    expect(updated?.enabled).toBe(false);

    expect(await bob.query(api.automations.list, {})).toEqual([]);
    await expectCode(
      bob.mutation(api.automations.update, { automationId: id, name: "x" }),
      "FORBIDDEN",
    );
    await expectCode(anon.query(api.automations.list, {}), "UNAUTHENTICATED");
    await expectCode(bob.mutation(api.automations.remove, { automationId: id }), "FORBIDDEN");
    await expectCode(
      bob.mutation(api.automations.create, {
        name: "x",
        events: [{ type: "agent_online" }],
        shortcutId,
      }),
      "NOT_FOUND",
    );
    const [firstScreen] = await ann.query(api.screens.list, { search: "Stream" });
    const annScreen = await ann.query(api.screens.get, { screenId: firstScreen?.id as string });
    const buttonId = annScreen.buttons[0]?.id as string;
    const pressed = { name: "Pressed", events: [{ type: "button_pressed" as const, buttonId }] };
    await expectCode(bob.mutation(api.automations.create, pressed), "NOT_FOUND");
    await ann.mutation(api.automations.create, pressed);
    await ann.mutation(api.automations.remove, { automationId: id });
    expect((await ann.query(api.automations.list, {})).map((a) => a.name)).toEqual(["Pressed"]);
  });

  it.each([
    ["no events", { name: "a", events: [] }],
    ["a bad cron", { name: "a", events: [{ type: "schedule", cron: "every minute" }] }],
    [
      "an unknown timezone",
      { name: "a", events: [{ type: "schedule", cron: "0 9 * * 1", timezone: "Mars/Base" }] },
    ],
    ["a too-fast interval", { name: "a", events: [{ type: "interval", ms: 10 }] }],
    [
      "a broken condition",
      { name: "a", events: [{ type: "agent_online" }], conditions: [{ expression: "a >" }] },
    ],
    ["a client-chosen secret", { name: "a", events: [{ type: "webhook", secret: "mine" }] }],
  ])("refuses %s", async (_name, args) => {
    await expectCode(ann.mutation(api.automations.create, args as never), "INVALID_ARGUMENT");
  });
});
