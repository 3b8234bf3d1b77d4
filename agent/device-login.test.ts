import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type DeviceCode, loginWithDeviceCode } from "./device-login";

/**
 * The polling rules of RFC 8628 against a local server that answers the token endpoint
 * from a script; the flow against the real Better Auth lives in tests/integration.
 */
let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
});

type Answer = { status: number; body: unknown };

async function startServer(tokenAnswers: Answer[], code: Record<string, unknown> = {}) {
  const polls: unknown[] = [];
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const send = ({ status, body: json }: Answer) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      if (request.url === "/api/auth/device/code") {
        expect(JSON.parse(body)).toEqual({ client_id: "deckbot-agent" });
        return send({
          status: 200,
          body: {
            device_code: "D".repeat(40),
            user_code: "ABCDEFGH",
            verification_uri: "http://deck.test/host/auth/device",
            expires_in: 1800,
            interval: 5,
            ...code,
          },
        });
      }
      polls.push(JSON.parse(body));
      send(tokenAnswers.shift() ?? { status: 500, body: {} });
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, polls };
}

const pending = { status: 400, body: { error: "authorization_pending" } };
const slowDown = { status: 400, body: { error: "slow_down" } };

describe("loginWithDeviceCode", () => {
  it("shows the code, waits the interval, slows down by 5 s when told, and returns the token", async () => {
    const { url, polls } = await startServer([
      pending,
      slowDown,
      pending,
      { status: 200, body: { access_token: "session-token", token_type: "Bearer" } },
    ]);
    const waits: number[] = [];
    const shown: DeviceCode[] = [];
    const token = await loginWithDeviceCode({
      url,
      onCode: (code) => shown.push(code),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(token).toBe("session-token");
    expect(shown).toEqual([
      {
        userCode: "ABCDEFGH",
        verificationUrl: "http://deck.test/host/auth/device?user_code=ABCDEFGH",
        expiresInSeconds: 1800,
      },
    ]);
    expect(waits).toEqual([5000, 5000, 10_000, 10_000]);
    expect(polls[0]).toEqual({
      grant_type: "urn:ietf:params:oauth:grant-type:device_code",
      device_code: "D".repeat(40),
      client_id: "deckbot-agent",
    });
  });

  it("resolves a relative verification address against the server", async () => {
    const { url } = await startServer([{ status: 200, body: { access_token: "t" } }], {
      verification_uri: "/host/auth/device",
    });
    const shown: DeviceCode[] = [];
    await loginWithDeviceCode({ url, onCode: (c) => shown.push(c), sleep: async () => {} });
    expect(shown[0]?.verificationUrl).toBe(`${url}/host/auth/device?user_code=ABCDEFGH`);
  });

  it("stops on a denial, an expired code, and a refused client", async () => {
    const denied = await startServer([pending, { status: 400, body: { error: "access_denied" } }]);
    await expect(
      loginWithDeviceCode({ url: denied.url, onCode: () => {}, sleep: async () => {} }),
    ).rejects.toThrow("The sign-in was denied on the server.");
    const first = server;
    await new Promise((resolve) => first?.close(resolve));

    const expired = await startServer([{ status: 400, body: { error: "expired_token" } }]);
    await expect(
      loginWithDeviceCode({ url: expired.url, onCode: () => {}, sleep: async () => {} }),
    ).rejects.toThrow("The code expired before it was approved. Start the agent again.");
  });

  it("says when the server cannot be reached", async () => {
    await expect(
      loginWithDeviceCode({ url: "http://127.0.0.1:1", onCode: () => {}, sleep: async () => {} }),
    ).rejects.toThrow("Cannot reach http://127.0.0.1:1");
  });
});
