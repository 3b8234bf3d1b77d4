import type { ConvexClient } from "convex/browser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { formatHostClock } from "@/lib/settings/format-host-clock";
import { announceWrites } from "@/server/sync/announce-writes";
import { CLOCK_TABLE, MINUTE_KEY } from "@/server/sync/minute-tick";
import {
  type DeckHarness,
  expectCode,
  startDeckHarness,
  watchQuery,
} from "../support/deck-harness";
import { channelFor } from "../support/sync-test-server";
import { waitFor } from "../support/wait-for";

/** Host settings (`settings:get` / `settings:update`) and the clock they drive. */
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
afterEach(() => {
  vi.useRealTimers();
});

function systemValue(list: { key: string; value: unknown }[] | undefined, key: string) {
  return list?.find((v) => v.key === key)?.value;
}

describe("settings:get / settings:update", () => {
  it("gives defaults to a host that never saved anything", async () => {
    expect(await bob.query(api.settings.get, {})).toEqual({
      theme: "system",
      defaultFont: "nunito",
      timezone: "UTC",
    });
  });

  it("stores a partial change for the caller only, live for subscribers", async () => {
    const watched = watchQuery(ann, api.settings.get, {});
    await waitFor(() => watched.value, { what: "settings loaded" });
    await ann.mutation(api.settings.update, { timezone: "europe/paris", defaultFont: "georgia" });
    await waitFor(() => watched.value?.timezone === "Europe/Paris", { what: "live timezone" });
    expect(watched.value).toEqual({
      theme: "system",
      defaultFont: "georgia",
      timezone: "Europe/Paris",
    });
    await ann.mutation(api.settings.update, { theme: "light" });
    expect(await ann.query(api.settings.get, {})).toMatchObject({
      theme: "light",
      defaultFont: "georgia",
    });
    expect((await bob.query(api.settings.get, {})).timezone).toBe("UTC");
  });

  it("refuses anonymous callers", async () => {
    await expectCode(anon.query(api.settings.get, {}), "UNAUTHENTICATED");
    await expectCode(anon.mutation(api.settings.update, { theme: "dark" }), "UNAUTHENTICATED");
  });

  it("refuses unknown timezones, fonts and themes with INVALID_ARGUMENT", async () => {
    await expectCode(
      ann.mutation(api.settings.update, { timezone: "Mars/Olympus_Mons" }),
      "INVALID_ARGUMENT",
      /timezone/i,
    );
    await expectCode(
      ann.mutation(api.settings.update, { defaultFont: "comic-sans" as never }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      ann.mutation(api.settings.update, { theme: "purple" as never }),
      "INVALID_ARGUMENT",
    );
    await expectCode(ann.mutation(api.settings.update, {}), "INVALID_ARGUMENT");
    expect((await ann.query(api.settings.get, {})).timezone).toBe("Europe/Paris");
  });

  it("gives new screens the host's default font unless one is chosen", async () => {
    const { client } = await h.signIn("Cleo");
    await client.mutation(api.settings.update, { defaultFont: "courier-new" });
    const plain = await client.mutation(api.screens.create, { name: "Plain" });
    const chosen = await client.mutation(api.screens.create, {
      name: "Chosen",
      fontFamily: "verdana",
    });
    expect((await client.query(api.screens.get, { screenId: plain })).screen.fontFamily).toBe(
      "courier-new",
    );
    expect((await client.query(api.screens.get, { screenId: chosen })).screen.fontFamily).toBe(
      "verdana",
    );
  });
});

describe("$time and $date", () => {
  it("show the host's wall clock in its timezone and follow a timezone change live", async () => {
    const { client } = await h.signIn("Dev");
    await client.mutation(api.settings.update, { timezone: "Asia/Kathmandu" });
    const watched = watchQuery(client, api.variables.list, {});
    await waitFor(() => watched.value, { what: "variables" });
    // The minute may turn between the query and this line: either side of it is right.
    const expected = (offsetMs: number) =>
      formatHostClock(new Date(Date.now() + offsetMs), "Asia/Kathmandu");
    expect([expected(-60_000).time, expected(0).time]).toContain(
      systemValue(watched.value, "$time"),
    );
    expect([expected(-60_000).date, expected(0).date]).toContain(
      systemValue(watched.value, "$date"),
    );
    // Kathmandu is UTC+05:45 and New York is UTC−04/05: the minutes always differ.
    await client.mutation(api.settings.update, { timezone: "America/New_York" });
    await waitFor(
      () =>
        systemValue(watched.value, "$time") ===
        formatHostClock(new Date(), "America/New_York").time,
      { what: "$time in New York" },
    );
  });

  it("re-runs subscriptions when the minute ticks", async () => {
    const { client } = await h.signIn("Eve");
    const watched = watchQuery(client, api.variables.list, {});
    await waitFor(() => watched.value, { what: "variables" });
    const before = systemValue(watched.value, "$time");
    // Only Date is faked: the server's timers and sockets keep real time.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    const next = formatHostClock(new Date(), "UTC").time;
    expect(next).not.toBe(before);
    await announceWrites(
      h.database.db,
      [{ table: CLOCK_TABLE, key: MINUTE_KEY }],
      channelFor("public"),
    );
    await waitFor(() => systemValue(watched.value, "$time") === next, {
      what: "$time after the minute tick",
    });
  });
});
