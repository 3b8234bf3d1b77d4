import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import { type DeckHarness, expectCode, startDeckHarness } from "../support/deck-harness";

/** Bad arguments always come back as INVALID_ARGUMENT with a message, never a crash. */
let h: DeckHarness;
let c: ConvexClient;
let screenId: string;
let variableId: string;
const huge = "x".repeat(200_000);

beforeAll(async () => {
  h = await startDeckHarness();
  c = (await h.signIn("Ann")).client;
  screenId = await c.mutation(api.screens.create, { name: "Args" });
  variableId = await c.mutation(api.variables.create, { key: "count", type: "number", value: 0 });
});
afterAll(async () => {
  await h?.close();
});

// Deliberately wrong shapes go through `never` casts: the typed API would refuse them.
type Bad = [string, () => Promise<unknown>];
const bad: Bad[] = [
  ["screen name of the wrong type", () => c.mutation(api.screens.create, { name: 42 as never })],
  ["empty screen name", () => c.mutation(api.screens.create, { name: "   " })],
  ["huge screen name", () => c.mutation(api.screens.create, { name: huge })],
  ["zero columns", () => c.mutation(api.screens.create, { name: "a", columns: 0 })],
  ["17 rows", () => c.mutation(api.screens.create, { name: "a", rows: 17 })],
  ["fractional columns", () => c.mutation(api.screens.create, { name: "a", columns: 2.5 })],
  [
    "bad background colour",
    () => c.mutation(api.screens.create, { name: "a", backgroundColor: "red" }),
  ],
  [
    "unknown font",
    () => c.mutation(api.screens.create, { name: "a", fontFamily: "comic-sans" as never }),
  ],
  [
    "unknown visibility",
    () => c.mutation(api.screens.update, { screenId, visibility: "secret" as never }),
  ],
  ["filters of the wrong type", () => c.query(api.screens.list, { ascending: "yes" as never })],
  ["unknown sortBy", () => c.query(api.screens.list, { sortBy: "name" as never })],
  ["button at negative x", () => c.mutation(api.buttons.create, { screenId, x: -1, y: 0 })],
  ["button span 0", () => c.mutation(api.buttons.create, { screenId, x: 0, y: 0, w: 0 })],
  [
    "unknown button kind",
    () => c.mutation(api.buttons.create, { screenId, x: 0, y: 0, kind: "rocket" as never }),
  ],
  ["huge label", () => c.mutation(api.buttons.create, { screenId, x: 0, y: 0, label: huge })],
  [
    "bad text colour",
    () => c.mutation(api.buttons.create, { screenId, x: 0, y: 0, style: { textColor: "#12345" } }),
  ],
  [
    "long press too short",
    () =>
      c.mutation(api.buttons.create, {
        screenId,
        x: 0,
        y: 0,
        on: { longPress: { ms: 5, shortcutId: "s" } },
      }),
  ],
  [
    "inline step of unknown type",
    () =>
      c.mutation(api.buttons.create, {
        screenId,
        x: 0,
        y: 0,
        on: { press: { steps: [{ type: "format_disk" } as never] } },
      }),
  ],
  [
    "set_variable without a key",
    () =>
      c.mutation(api.shortcuts.create, { name: "s", steps: [{ type: "set_variable", value: 1 }] }),
  ],
  [
    "wait with negative ms",
    () => c.mutation(api.shortcuts.create, { name: "s", steps: [{ type: "wait", ms: -5 }] }),
  ],
  [
    "http_request with bad method",
    () =>
      c.mutation(api.shortcuts.create, {
        name: "s",
        steps: [{ type: "http_request", method: "BREW", url: "http://x" }],
      }),
  ],
  [
    "if without conditions",
    () =>
      c.mutation(api.shortcuts.create, {
        name: "s",
        // biome-ignore lint/suspicious/noThenProperty: the `if` step's stored JSON shape.
        steps: [{ type: "if", conditions: [], then: [] }],
      }),
  ],
  [
    "nested bad step inside if",
    () =>
      c.mutation(api.shortcuts.create, {
        name: "s",
        // biome-ignore lint/suspicious/noThenProperty: the `if` step's stored JSON shape.
        steps: [{ type: "if", conditions: [{ expression: "a" }], then: [{ type: "wait" }] }],
      }),
  ],
  [
    "storeIn with a bad key",
    () =>
      c.mutation(api.shortcuts.create, {
        name: "s",
        steps: [{ type: "wait", ms: 1, storeIn: "Bad Key" }],
      }),
  ],
  [
    "steps not a list",
    () => c.mutation(api.shortcuts.create, { name: "s", steps: "wait" as never }),
  ],
  ["variable key with capitals", () => c.mutation(api.variables.create, { key: "Score" })],
  ["variable key starting with a digit", () => c.mutation(api.variables.create, { key: "1up" })],
  ["variable key with $", () => c.mutation(api.variables.create, { key: "$time" })],
  [
    "number variable with text",
    () => c.mutation(api.variables.create, { key: "n", type: "number", value: "ten" }),
  ],
  [
    "colour variable with a name",
    () => c.mutation(api.variables.create, { key: "c", type: "color", value: "blue" }),
  ],
  ["duplicate key", () => c.mutation(api.variables.create, { key: "count" })],
  [
    "computed without expression",
    () => c.mutation(api.variables.create, { key: "d", kind: "computed" }),
  ],
  [
    "computed with a broken expression",
    () => c.mutation(api.variables.create, { key: "d", kind: "computed", expression: "count +" }),
  ],
  [
    "computed reaching the prototype",
    () =>
      c.mutation(api.variables.create, {
        key: "d",
        kind: "computed",
        expression: "count.constructor",
      }),
  ],
  ["set with the wrong type", () => c.mutation(api.variables.set, { key: "count", value: true })],
  ["set with a huge string", () => c.mutation(api.variables.set, { key: "count", value: huge })],
  [
    "update to a type the value cannot take, with a value",
    () => c.mutation(api.variables.update, { variableId, type: "boolean", value: 3 }),
  ],
  [
    "import of a document without schemaVersion",
    () =>
      c.mutation(api.screens.import, {
        document: { screen: { name: "x" }, buttons: [], shortcuts: [], variables: [] },
      }),
  ],
  [
    "import of overlapping buttons",
    () =>
      c.mutation(api.screens.import, {
        document: {
          schemaVersion: 1,
          screen: { name: "x", columns: 2, rows: 1 },
          buttons: [
            { ref: "a", x: 0, y: 0, w: 2 },
            { ref: "b", x: 1, y: 0 },
          ],
          shortcuts: [],
          variables: [],
        },
      }),
  ],
];

describe("bad arguments", () => {
  it.each(bad)("%s → INVALID_ARGUMENT", async (_name, call) => {
    await expectCode(call(), "INVALID_ARGUMENT");
  });

  it("ids that do not exist are NOT_FOUND, and the server still answers afterwards", async () => {
    await expectCode(c.query(api.screens.render, { screenId: "nope" }), "NOT_FOUND");
    await expectCode(c.mutation(api.variables.set, { key: "nothing", value: 1 }), "NOT_FOUND");
    await expectCode(
      c.mutation(api.buttons.create, { screenId, x: 0, y: 0, shortcutId: "missing" }),
      "NOT_FOUND",
    );
    expect((await c.query(api.screens.list, {})).length).toBe(1);
  });

  it("a computed variable cannot be set; its value follows its inputs", async () => {
    await c.mutation(api.variables.create, {
      key: "double",
      type: "number",
      kind: "computed",
      expression: "count * 2",
    });
    await expectCode(
      c.mutation(api.variables.set, { key: "double", value: 4 }),
      "INVALID_ARGUMENT",
      /computed/,
    );
    await c.mutation(api.variables.set, { key: "count", value: 21 });
    const list = await c.query(api.variables.list, {});
    expect(list.find((v) => v.key === "double")).toMatchObject({ value: 42, readOnly: true });
    expect(list.filter((v) => v.kind === "system").map((v) => v.key)).toEqual([
      "$time",
      "$date",
      "$clients_online",
      "$agent_online",
      "$screen",
    ]);
  });

  it("two devices racing to create one key: one wins, the other gets INVALID_ARGUMENT", async () => {
    const { id } = await h.signIn("Racer");
    const [first, second] = [await h.connectAs(id, "Racer"), await h.connectAs(id, "Racer")];
    const results = await Promise.allSettled([
      first.mutation(api.variables.create, { key: "race", type: "number" }),
      second.mutation(api.variables.create, { key: "race", type: "number" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected");
    await expectCode(Promise.reject(failed?.reason), "INVALID_ARGUMENT");
    expect(
      (await first.query(api.variables.list, {})).filter((v) => v.key === "race"),
    ).toHaveLength(1);
  });
});
