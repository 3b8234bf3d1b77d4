import type { ConvexClient } from "convex/browser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connection, pairingCode } from "@/db/schema";
import { api } from "@/lib/api";
import { PAIRING_CODE_ALPHABET } from "@/lib/schemas/connection";
import {
  type DeckHarness,
  expectCode,
  startDeckHarness,
  watchQuery,
} from "../support/deck-harness";
import { pair } from "../support/pairing-helpers";
import { waitFor } from "../support/wait-for";

/** Pairing codes, redeeming them, approval and presence as the host and client see them. */
let h: DeckHarness;
let host: ConvexClient;
let hostId: string;

beforeAll(async () => {
  h = await startDeckHarness();
  ({ client: host, id: hostId } = await h.signIn("Hana"));
  await host.mutation(api.screens.create, { name: "Main deck" });
});
afterAll(async () => {
  await h?.close();
});

async function newClient(name: string) {
  return (await h.signIn(name)).client;
}

describe("pairing:createCode", () => {
  it("makes 8 unambiguous characters valid for 10 minutes and lists them until used", async () => {
    const before = Date.now();
    const { code, expiresAt } = await host.mutation(api.pairing.createCode, {
      role: "viewer",
      autoApprove: true,
    });
    expect(code).toHaveLength(8);
    for (const char of code) expect(PAIRING_CODE_ALPHABET).toContain(char);
    expect(expiresAt - before).toBeGreaterThan(9.9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const live = await host.query(api.pairing.codes, {});
    expect(live.find((c) => c.code === code)).toMatchObject({ role: "viewer", autoApprove: true });
    await (await newClient("Redeemer")).mutation(api.connections.redeem, {
      code,
      deviceName: "Tablet",
    });
    expect((await host.query(api.pairing.codes, {})).some((c) => c.code === code)).toBe(false);
  });

  it("cancels a code so it can no longer be redeemed", async () => {
    const { code } = await host.mutation(api.pairing.createCode, {});
    const [row] = (await host.query(api.pairing.codes, {})).filter((c) => c.code === code);
    await host.mutation(api.pairing.cancel, { codeId: row?.id ?? "" });
    await expectCode(
      (await newClient("Late")).mutation(api.connections.redeem, { code, deviceName: "Phone" }),
      "NOT_FOUND",
    );
    await expectCode(
      (await newClient("Sneaky")).mutation(api.pairing.cancel, { codeId: row?.id ?? "" }),
      "NOT_FOUND",
    );
  });
});

describe("connections:redeem", () => {
  it("forgives lower case, spaces and dashes, and stays pending until the host approves", async () => {
    const client = await newClient("Pat");
    const { code } = await host.mutation(api.pairing.createCode, {});
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const result = await client.mutation(api.connections.redeem, {
      code: typed,
      deviceName: "Pat's phone",
    });
    expect(result.status).toBe("pending");
    const mine = await client.query(api.connections.hosts, {});
    expect(mine).toMatchObject([
      { hostId, hostName: "Hana", status: "pending", role: "controller" },
    ]);
    expect(await client.query(api.clientScreens.list, {})).toEqual([]);
    await host.mutation(api.connections.approve, { connectionId: result.connectionId });
    expect((await client.query(api.clientScreens.list, {})).map((s) => s.name)).toEqual([
      "Main deck",
    ]);
  });

  it("is active at once with auto-approve", async () => {
    const { code } = await host.mutation(api.pairing.createCode, { autoApprove: true });
    const result = await (await newClient("Auto")).mutation(api.connections.redeem, {
      code,
      deviceName: "Kiosk",
    });
    expect(result.status).toBe("active");
  });

  it("explains unknown, malformed, expired, used and own codes", async () => {
    const client = await newClient("Typo");
    await expectCode(
      client.mutation(api.connections.redeem, { code: "ABCDEFGH", deviceName: "Phone" }),
      "NOT_FOUND",
      /No pairing code ABCDEFGH/,
    );
    await expectCode(
      client.mutation(api.connections.redeem, { code: "O0O0I1L1", deviceName: "Phone" }),
      "INVALID_ARGUMENT",
      /without 0, O, 1, I or L/,
    );
    await expectCode(
      client.mutation(api.connections.redeem, { code: "ABC", deviceName: "Phone" }),
      "INVALID_ARGUMENT",
      /8 characters/,
    );
    const expired = await host.mutation(api.pairing.createCode, {});
    await h.database.db
      .update(pairingCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pairingCode.code, expired.code));
    await expectCode(
      client.mutation(api.connections.redeem, { code: expired.code, deviceName: "Phone" }),
      "INVALID_ARGUMENT",
      /expired/,
    );
    const used = await host.mutation(api.pairing.createCode, {});
    await (await newClient("First")).mutation(api.connections.redeem, {
      code: used.code,
      deviceName: "Phone",
    });
    await expectCode(
      client.mutation(api.connections.redeem, { code: used.code, deviceName: "Phone" }),
      "INVALID_ARGUMENT",
      /already been used/,
    );
    const own = await host.mutation(api.pairing.createCode, {});
    await expectCode(
      host.mutation(api.connections.redeem, { code: own.code, deviceName: "Phone" }),
      "INVALID_ARGUMENT",
      /your own/,
    );
    await expectCode(
      client.mutation(api.connections.redeem, { code: own.code, deviceName: " " }),
      "INVALID_ARGUMENT",
    );
  });

  it("refuses an account the host blocked, even with a fresh code", async () => {
    const client = await newClient("Blocked");
    const connectionId = await pair(host, client);
    await host.mutation(api.connections.update, { connectionId, status: "blocked" });
    const { code } = await host.mutation(api.pairing.createCode, {});
    await expectCode(
      client.mutation(api.connections.redeem, { code, deviceName: "Again" }),
      "FORBIDDEN",
      /blocked/,
    );
    await expectCode(client.mutation(api.connections.leave, { connectionId }), "FORBIDDEN");
  });

  it("rate limits guessing", async () => {
    const guesser = await newClient("Guesser");
    for (let i = 0; i < 10; i++) {
      await expectCode(
        guesser.mutation(api.connections.redeem, { code: "ZZZZZZZZ", deviceName: "Bot" }),
        "NOT_FOUND",
      );
    }
    await expectCode(
      guesser.mutation(api.connections.redeem, { code: "ZZZZZZZZ", deviceName: "Bot" }),
      "RATE_LIMITED",
    );
  });
});

describe("approval and leaving, live", () => {
  it("a waiting client sees the host's screens the moment the host approves, and leaving removes them", async () => {
    const client = await newClient("Waiting");
    const connectionId = await pair(host, client, { approve: false });
    const screens = watchQuery(client, api.clientScreens.list, {});
    const hosts = watchQuery(client, api.connections.hosts, {});
    const devices = watchQuery(host, api.connections.list, {});
    await waitFor(() => screens.value && hosts.value?.[0]?.status === "pending", {
      what: "pending state",
    });
    expect(screens.value).toEqual([]);
    await waitFor(() => devices.value?.some((d) => d.id === connectionId), { what: "host list" });

    await host.mutation(api.connections.approve, { connectionId });
    await waitFor(() => screens.value?.length === 1, { what: "screens after approval" });
    await waitFor(() => hosts.value?.[0]?.status === "active", { what: "active status" });

    await host.mutation(api.connections.update, {
      connectionId,
      deviceName: "Desk phone",
      role: "viewer",
    });
    await waitFor(
      () => devices.value?.find((d) => d.id === connectionId)?.deviceName === "Desk phone",
      { what: "rename on the host" },
    );
    await waitFor(() => hosts.value?.[0]?.role === "viewer", { what: "role on the client" });

    await client.mutation(api.connections.leave, { connectionId });
    await waitFor(() => screens.value?.length === 0, { what: "screens gone after leaving" });
    await waitFor(() => !devices.value?.some((d) => d.id === connectionId), {
      what: "device gone from the host",
    });
  });
});

describe("last seen", () => {
  it("keeps the time the client app last reported, shown once the device is offline", async () => {
    const { client } = await h.signIn("Sleepy");
    const connectionId = await pair(host, client);
    const long = new Date(Date.now() - 3 * 86_400_000);
    await h.database.db
      .update(connection)
      .set({ lastSeenAt: long })
      .where(eq(connection.id, connectionId));
    await client.mutation(api.connections.touch, {});
    await client.close();
    const device = await waitFor(
      async () =>
        (await host.query(api.connections.list, {})).find(
          (d) => d.id === connectionId && !d.online,
        ),
      { what: "the device offline" },
    );
    expect(Date.now() - (device.lastSeenAt ?? 0)).toBeLessThan(60_000);
  });
});

describe("presence", () => {
  it("flips online and $clients_online live as the client's device connects and disconnects", async () => {
    const { id, client } = await h.signIn("Roaming");
    const connectionId = await pair(host, client);
    const devices = watchQuery(host, api.connections.list, {});
    const variables = watchQuery(host, api.variables.list, {});
    const online = () => devices.value?.find((d) => d.id === connectionId)?.online;
    const clientsOnline = () => variables.value?.find((v) => v.key === "$clients_online")?.value;
    await waitFor(() => online() === true, { what: "online" });
    const withClient = await waitFor(() => clientsOnline(), { what: "$clients_online" });

    await client.close();
    await waitFor(() => online() === false, { what: "offline after close" });
    await waitFor(() => clientsOnline() === Number(withClient) - 1, {
      what: "$clients_online down by one",
    });

    const again = await h.connectAs(id, "Roaming");
    await waitFor(() => online() === true, { what: "online after reconnect" });
    await waitFor(() => clientsOnline() === withClient, { what: "$clients_online back up" });
    const hosts = await again.query(api.connections.hosts, {});
    expect(hosts[0]?.hostOnline).toBe(true);
  });
});
