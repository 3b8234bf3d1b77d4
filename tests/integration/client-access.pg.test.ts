import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import {
  type DeckHarness,
  expectCode,
  startDeckHarness,
  watchQuery,
} from "../support/deck-harness";
import { pair } from "../support/pairing-helpers";
import { waitForRun } from "../support/run-helpers";
import { waitFor } from "../support/wait-for";

/**
 * Authorization matrix for every client-facing function (DESIGN §4 "Who sees what"):
 * owner, active controller, active viewer, pending, revoked, blocked, stranger, anonymous.
 */
let h: DeckHarness;
let hostId: string;
const c = {} as Record<
  "owner" | "controller" | "viewer" | "pending" | "revoked" | "blocked" | "stranger" | "anon",
  ConvexClient
>;
const ids = {
  shared: "",
  hidden: "",
  button: "",
  pendingConnection: "",
  controllerConnection: "",
  spareConnection: "",
};

beforeAll(async () => {
  h = await startDeckHarness();
  const host = await h.signIn("Hana");
  hostId = host.id;
  c.owner = host.client;
  for (const name of [
    "controller",
    "viewer",
    "pending",
    "revoked",
    "blocked",
    "stranger",
  ] as const) {
    c[name] = (await h.signIn(name)).client;
  }
  c.anon = h.anonymous();
  ids.shared = await c.owner.mutation(api.screens.create, { name: "Stream deck" });
  ids.hidden = await c.owner.mutation(api.screens.create, { name: "Backstage" });
  await c.owner.mutation(api.variables.create, { key: "score", type: "number", value: 1 });
  const shortcutId = await c.owner.mutation(api.shortcuts.create, {
    name: "Add point",
    steps: [{ type: "increment_variable", variable: "score", by: 1 }],
  });
  ids.button = await c.owner.mutation(api.buttons.create, {
    screenId: ids.shared,
    x: 0,
    y: 0,
    label: "Score {{score}}",
    shortcutId,
  });
  ids.controllerConnection = await pair(c.owner, c.controller);
  await pair(c.owner, c.viewer, { role: "viewer" });
  ids.pendingConnection = await pair(c.owner, c.pending, { approve: false });
  const revoked = await pair(c.owner, c.revoked);
  await c.owner.mutation(api.connections.revoke, { connectionId: revoked });
  ids.spareConnection = await pair(c.owner, (await h.signIn("spare")).client);
  const blocked = await pair(c.owner, c.blocked);
  await c.owner.mutation(api.connections.update, { connectionId: blocked, status: "blocked" });
});
afterAll(async () => {
  await h?.close();
});

type Who = keyof typeof c;
type Call = (client: ConvexClient) => Promise<unknown>;
const everyone: Who[] = [
  "owner",
  "controller",
  "viewer",
  "pending",
  "revoked",
  "blocked",
  "stranger",
  "anon",
];

/** [function, call, who succeeds]; everybody else gets FORBIDDEN, anonymous UNAUTHENTICATED. */
const matrix: [string, Call, Who[]][] = [
  [
    "screens:render",
    (x) => x.query(api.screens.render, { screenId: ids.shared }),
    ["owner", "controller", "viewer"],
  ],
  [
    "variables:list {hostId}",
    (x) => x.query(api.variables.list, { hostId }),
    ["owner", "controller", "viewer"],
  ],
  [
    "buttons:press",
    (x) => x.mutation(api.buttons.press, { buttonId: ids.button, event: "press" }),
    ["owner", "controller"],
  ],
  [
    "runs:clientEvents",
    (x) => x.query(api.runs.clientEvents, { hostId }),
    ["owner", "controller", "viewer"],
  ],
  ["screens:get", (x) => x.query(api.screens.get, { screenId: ids.shared }), ["owner"]],
  ["screens:export", (x) => x.query(api.screens.export, { screenId: ids.shared }), ["owner"]],
  [
    "buttons:update",
    (x) => x.mutation(api.buttons.update, { buttonId: ids.button, label: "Mine now" }),
    ["owner"],
  ],
  [
    "variables:set (on the host)",
    (x) => x.mutation(api.variables.set, { key: "score", value: 1 }),
    ["owner"],
  ],
  [
    "connections:update",
    (x) =>
      x.mutation(api.connections.update, {
        connectionId: ids.pendingConnection,
        deviceName: "Renamed",
      }),
    ["owner"],
  ],
  [
    "connections:leave (someone else's)",
    (x) => x.mutation(api.connections.leave, { connectionId: ids.spareConnection }),
    [],
  ],
];

describe.each(matrix)("%s", (_name, call, allowed) => {
  it.each(everyone)("as %s", async (who) => {
    if (allowed.includes(who)) {
      await expect(call(c[who])).resolves.toBeDefined();
    } else if (who === "anon") {
      await expectCode(call(c[who]), "UNAUTHENTICATED");
    } else if (who === "owner" && _name.startsWith("variables:set")) {
      await expectCode(call(c[who]), "FORBIDDEN");
    } else if (_name.startsWith("variables:set")) {
      // Clients act on the host only through buttons; their own account has no `score`.
      await expectCode(call(c[who]), "NOT_FOUND");
    } else {
      await expectCode(call(c[who]), "FORBIDDEN");
    }
  });
});

describe("host-only connection functions", () => {
  const hostOnly: [string, Call][] = [
    [
      "connections:approve",
      (x) => x.mutation(api.connections.approve, { connectionId: ids.pendingConnection }),
    ],
    [
      "connections:revoke",
      (x) => x.mutation(api.connections.revoke, { connectionId: ids.pendingConnection }),
    ],
    [
      "connections:update (block)",
      (x) =>
        x.mutation(api.connections.update, {
          connectionId: ids.pendingConnection,
          status: "blocked",
        }),
    ],
  ];
  it.each(hostOnly)("%s is refused to everyone but the host", async (_name, call) => {
    for (const who of everyone.filter((w) => w !== "owner")) {
      await expectCode(call(c[who]), who === "anon" ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
  });

  it("lists a host's devices only to that host", async () => {
    const devices = await c.owner.query(api.connections.list, {});
    expect(devices.map((d) => [d.clientName, d.status, d.role])).toEqual([
      ["controller", "active", "controller"],
      ["viewer", "active", "viewer"],
      ["pending", "pending", "controller"],
      ["spare", "active", "controller"],
      ["blocked", "blocked", "controller"],
    ]);
    expect(await c.controller.query(api.connections.list, {})).toEqual([]);
    await expectCode(c.anon.query(api.connections.list, {}), "UNAUTHENTICATED");
    await expectCode(c.anon.mutation(api.pairing.createCode, {}), "UNAUTHENTICATED");
    await expectCode(c.anon.query(api.connections.hosts, {}), "UNAUTHENTICATED");
  });
});

describe("clientScreens:list", () => {
  it("shows the host's screens to active connections only, and each user their own", async () => {
    const names = async (who: Who) =>
      (await c[who].query(api.clientScreens.list, {})).map((s) => s.name).sort();
    expect(await names("owner")).toEqual(["Backstage", "Stream deck"]);
    expect(await names("controller")).toEqual(["Backstage", "Stream deck"]);
    expect(await names("viewer")).toEqual(["Backstage", "Stream deck"]);
    for (const who of ["pending", "revoked", "blocked", "stranger"] as const) {
      expect(await names(who)).toEqual([]);
    }
    await expectCode(c.anon.query(api.clientScreens.list, {}), "UNAUTHENTICATED");
  });

  it("applies the SPEC filters to shared screens", async () => {
    const found = await c.controller.query(api.clientScreens.list, {
      search: "stream",
      author: "han",
      sortBy: "createdAt",
      ascending: true,
    });
    expect(found.map((s) => [s.name, s.authorName])).toEqual([["Stream deck", "Hana"]]);
  });
});

describe("pressing through a connection", () => {
  it("runs the host's shortcut for a controller, live in the label, and refuses a viewer kindly", async () => {
    // Its own variable and button, so presses elsewhere in this file cannot race the count.
    await c.owner.mutation(api.variables.create, { key: "points", type: "number", value: 0 });
    const shortcutId = await c.owner.mutation(api.shortcuts.create, {
      name: "Add a point",
      steps: [{ type: "increment_variable", variable: "points", by: 1 }],
    });
    const buttonId = await c.owner.mutation(api.buttons.create, {
      screenId: ids.shared,
      x: 1,
      y: 0,
      label: "Points {{points}}",
      shortcutId,
    });
    const render = watchQuery(c.controller, api.screens.render, { screenId: ids.shared });
    const label = () => render.value?.buttons.find((b) => b.id === buttonId)?.label;
    await waitFor(() => label() === "Points 0", { what: "first render" });
    const result = await c.controller.mutation(api.buttons.press, { buttonId });
    const run = await waitForRun(c.owner, result?.runId ?? "");
    expect(run).toMatchObject({ status: "succeeded" });
    await waitFor(() => label() === "Points 1", { what: "label after the press" });
    const points = (await c.owner.query(api.variables.list, {})).find((v) => v.key === "points");
    expect(points?.value).toBe(1);
    await expectCode(
      c.viewer.mutation(api.buttons.press, { buttonId: ids.button }),
      "FORBIDDEN",
      /can watch this screen but not press/,
    );
  });
});

describe("live changes of access", () => {
  it("limits to screens, changes role and revokes, and a subscribed client sees each at once", async () => {
    const client = await h.signIn("Live");
    const connectionId = await pair(c.owner, client.client);
    const screens = watchQuery(client.client, api.clientScreens.list, {});
    const render = watchQuery(client.client, api.screens.render, { screenId: ids.hidden });
    await waitFor(() => screens.value?.length === 2 && render.value, { what: "both screens" });

    await c.owner.mutation(api.connections.update, {
      connectionId,
      allowedScreenIds: [ids.shared],
    });
    await waitFor(() => screens.value?.length === 1, { what: "the limit to one screen" });
    expect(screens.value?.[0]?.name).toBe("Stream deck");
    await waitFor(() => render.error, { what: "the hidden screen refused" });
    expect(render.error?.message).toMatch(/not shared this screen/);
    await expectCode(
      client.client.query(api.screens.render, { screenId: ids.hidden }),
      "FORBIDDEN",
    );

    await c.owner.mutation(api.connections.revoke, { connectionId });
    await waitFor(() => screens.value?.length === 0, { what: "revocation reaching the client" });
    await expectCode(client.client.query(api.variables.list, { hostId }), "FORBIDDEN");
    const hosts = await client.client.query(api.connections.hosts, {});
    expect(hosts).toEqual([]);
  });

  it("rejects sharing screens that are not the host's", async () => {
    const other = await h.signIn("Other host");
    const theirs = await other.client.mutation(api.screens.create, { name: "Not Hana's" });
    await expectCode(
      c.owner.mutation(api.connections.update, {
        connectionId: ids.controllerConnection,
        allowedScreenIds: [theirs],
      }),
      "INVALID_ARGUMENT",
      /your own/,
    );
  });
});
