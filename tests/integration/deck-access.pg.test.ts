import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import { type DeckHarness, expectCode, startDeckHarness } from "../support/deck-harness";

/**
 * Authorization matrix (DESIGN §4 "Who sees what"): for every function, the owner succeeds,
 * another signed-in user and an anonymous caller get the exact error code. Public and
 * unlisted screens are readable (get/render/export) by anyone with the id.
 */
let h: DeckHarness;
let owner: ConvexClient;
let other: ConvexClient;
let anon: ConvexClient;
let ownerId: string;
const ids = {
  privateScreen: "",
  unlisted: "",
  publicScreen: "",
  button: "",
  shortcut: "",
  variable: "",
};

beforeAll(async () => {
  h = await startDeckHarness();
  const ann = await h.signIn("Ann");
  owner = ann.client;
  ownerId = ann.id;
  other = (await h.signIn("Mallory")).client;
  anon = h.anonymous();
  ids.privateScreen = await owner.mutation(api.screens.create, { name: "Mine" });
  ids.unlisted = await owner.mutation(api.screens.create, {
    name: "Link only",
    visibility: "unlisted",
  });
  ids.publicScreen = await owner.mutation(api.screens.create, {
    name: "Shared",
    visibility: "public",
  });
  ids.button = await owner.mutation(api.buttons.create, {
    screenId: ids.privateScreen,
    x: 0,
    y: 0,
  });
  ids.shortcut = await owner.mutation(api.shortcuts.create, {
    name: "Go live",
    steps: [{ type: "wait", ms: 10 }],
  });
  ids.variable = await owner.mutation(api.variables.create, {
    key: "score",
    type: "number",
    value: 1,
  });
});
afterAll(async () => {
  await h?.close();
});

type Call = (c: ConvexClient) => Promise<unknown>;
/** [name, call, code for another user, code for anonymous]; the owner must succeed. */
const writes: [string, Call, string, string][] = [
  [
    "screens:update",
    (c) => c.mutation(api.screens.update, { screenId: ids.privateScreen, name: "X" }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "screens:update (public)",
    (c) => c.mutation(api.screens.update, { screenId: ids.publicScreen, name: "X" }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "screens:duplicate",
    (c) => c.mutation(api.screens.duplicate, { screenId: ids.publicScreen }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "buttons:create",
    (c) => c.mutation(api.buttons.create, { screenId: ids.privateScreen, x: 3, y: 2 }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "buttons:update",
    (c) => c.mutation(api.buttons.update, { buttonId: ids.button, label: "Hi" }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "buttons:move",
    (c) => c.mutation(api.buttons.move, { buttonId: ids.button, x: 0, y: 1 }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "discover:publication",
    (c) => c.query(api.discover.publication, { screenId: ids.publicScreen }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "discover:publish (with a description)",
    (c) =>
      c.mutation(api.discover.publish, { screenId: ids.publicScreen, description: "Mine now" }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "shortcuts:get",
    (c) => c.query(api.shortcuts.get, { shortcutId: ids.shortcut }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "shortcuts:update",
    (c) => c.mutation(api.shortcuts.update, { shortcutId: ids.shortcut, name: "Y" }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "variables:update",
    (c) => c.mutation(api.variables.update, { variableId: ids.variable, description: "d" }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "variables:list (hostId)",
    (c) => c.query(api.variables.list, { hostId: ownerId }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "screens:get (private)",
    (c) => c.query(api.screens.get, { screenId: ids.privateScreen }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "screens:render (private)",
    (c) => c.query(api.screens.render, { screenId: ids.privateScreen }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
  [
    "screens:export (private)",
    (c) => c.query(api.screens.export, { screenId: ids.privateScreen }),
    "FORBIDDEN",
    "UNAUTHENTICATED",
  ],
];

describe("authorization matrix", () => {
  it.each(writes)(
    "%s: owner succeeds, others are refused",
    async (_name, call, otherCode, anonCode) => {
      await expectCode(call(other), otherCode);
      await expectCode(call(anon), anonCode);
      await call(owner);
    },
  );

  it("signed-out callers cannot list, create or import anything", async () => {
    await expectCode(anon.query(api.screens.list, {}), "UNAUTHENTICATED");
    await expectCode(anon.mutation(api.screens.create, { name: "Nope" }), "UNAUTHENTICATED");
    await expectCode(anon.mutation(api.screens.import, { document: {} }), "UNAUTHENTICATED");
    await expectCode(anon.query(api.shortcuts.list, {}), "UNAUTHENTICATED");
    await expectCode(anon.mutation(api.shortcuts.create, { name: "Nope" }), "UNAUTHENTICATED");
    await expectCode(anon.query(api.variables.list, {}), "UNAUTHENTICATED");
    await expectCode(anon.mutation(api.variables.create, { key: "x" }), "UNAUTHENTICATED");
    await expectCode(
      anon.mutation(api.variables.set, { key: "score", value: 2 }),
      "UNAUTHENTICATED",
    );
  });

  it("another user's lists hold only their own rows, and their set never touches mine", async () => {
    expect(await other.query(api.screens.list, {})).toEqual([]);
    expect(await other.query(api.shortcuts.list, {})).toEqual([]);
    const theirs = await other.query(api.variables.list, {});
    expect(theirs.every((v) => v.kind === "system")).toBe(true);
    await expectCode(other.mutation(api.variables.set, { key: "score", value: 99 }), "NOT_FOUND");
    const mine = await owner.query(api.variables.list, {});
    expect(mine.find((v) => v.key === "score")?.value).toBe(1);
  });

  it("public and unlisted screens are readable by anyone with the id, but not writable", async () => {
    for (const screenId of [ids.unlisted, ids.publicScreen]) {
      for (const c of [other, anon]) {
        expect((await c.query(api.screens.render, { screenId })).screen.id).toBe(screenId);
        const got = await c.query(api.screens.get, { screenId });
        expect(got.isOwner).toBe(false);
        expect((await c.query(api.screens.export, { screenId })).schemaVersion).toBe(1);
      }
      await expectCode(other.mutation(api.screens.remove, { screenId }), "FORBIDDEN");
    }
  });

  it("a button cannot bind another user's shortcut, variable or screen", async () => {
    const theirScreen = await other.mutation(api.screens.create, { name: "Theirs" });
    await expectCode(
      other.mutation(api.buttons.create, {
        screenId: theirScreen,
        x: 0,
        y: 0,
        shortcutId: ids.shortcut,
      }),
      "NOT_FOUND",
    );
    await expectCode(
      other.mutation(api.buttons.create, {
        screenId: theirScreen,
        x: 0,
        y: 0,
        variableId: ids.variable,
      }),
      "NOT_FOUND",
    );
    await expectCode(
      other.mutation(api.buttons.create, {
        screenId: theirScreen,
        x: 0,
        y: 0,
        kind: "folder",
        targetScreenId: ids.privateScreen,
      }),
      "NOT_FOUND",
    );
  });

  it("removals: others are refused, the owner succeeds, then it is NOT_FOUND", async () => {
    const removals: [Call, Call][] = [
      [
        (c) => c.mutation(api.buttons.remove, { buttonId: ids.button }),
        (c) => c.mutation(api.buttons.remove, { buttonId: ids.button }),
      ],
      [
        (c) => c.mutation(api.shortcuts.remove, { shortcutId: ids.shortcut }),
        (c) => c.query(api.shortcuts.get, { shortcutId: ids.shortcut }),
      ],
      [
        (c) => c.mutation(api.variables.remove, { variableId: ids.variable }),
        (c) => c.mutation(api.variables.remove, { variableId: ids.variable }),
      ],
      [
        (c) => c.mutation(api.screens.remove, { screenId: ids.privateScreen }),
        (c) => c.query(api.screens.render, { screenId: ids.privateScreen }),
      ],
    ];
    for (const [remove, after] of removals) {
      await expectCode(remove(other), "FORBIDDEN");
      await expectCode(remove(anon), "UNAUTHENTICATED");
      await remove(owner);
      await expectCode(after(owner), "NOT_FOUND");
    }
  });
});
