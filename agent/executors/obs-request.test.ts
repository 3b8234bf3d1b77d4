import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { answerChallenge, obsRequest } from "./obs-request";

/**
 * A small OBS WebSocket v5 server: Hello with an auth challenge, Identify checked against
 * the password the way OBS checks it (close 4009 when wrong), and two requests.
 */
const PASSWORD = "obs-pass";
let server: WebSocketServer;
let url: string;
const received: unknown[] = [];

function expectedAuth(salt: string, challenge: string) {
  const secret = createHash("sha256")
    .update(PASSWORD + salt)
    .digest("base64");
  return createHash("sha256")
    .update(secret + challenge)
    .digest("base64");
}

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on("connection", (socket, request) => {
    const salt = randomBytes(16).toString("base64");
    const challenge = randomBytes(16).toString("base64");
    const open = request.url === "/open";
    socket.send(
      JSON.stringify({
        op: 0,
        d: {
          obsWebSocketVersion: "5.5.0",
          rpcVersion: 1,
          ...(open ? {} : { authentication: { challenge, salt } }),
        },
      }),
    );
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString());
      received.push(message);
      if (message.op === 1) {
        if (!open && message.d.authentication !== expectedAuth(salt, challenge)) {
          socket.close(4009, "Authentication failed.");
          return;
        }
        socket.send(JSON.stringify({ op: 2, d: { negotiatedRpcVersion: 1 } }));
      } else if (message.op === 6) {
        const { requestType, requestId, requestData } = message.d;
        const ok = requestType === "GetCurrentProgramScene";
        if (requestType === "SetCurrentProgramScene") {
          socket.send(
            JSON.stringify({
              op: 7,
              d: {
                requestType,
                requestId,
                requestStatus: {
                  result: false,
                  code: 600,
                  comment: `No scene ${requestData.sceneName}`,
                },
              },
            }),
          );
          return;
        }
        socket.send(
          JSON.stringify({
            op: 7,
            d: {
              requestType,
              requestId,
              requestStatus: { result: ok, code: ok ? 100 : 204 },
              ...(ok ? { responseData: { currentProgramSceneName: "Live" } } : {}),
            },
          }),
        );
      }
    });
  });
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

describe("obsRequest", () => {
  it("answers the auth challenge and returns the response data", async () => {
    const result = await obsRequest(
      { requestType: "GetCurrentProgramScene", requestData: {} },
      { url, password: PASSWORD },
    );
    expect(result).toEqual({ currentProgramSceneName: "Live" });
    expect(received).toContainEqual(
      expect.objectContaining({
        op: 6,
        d: expect.objectContaining({ requestType: "GetCurrentProgramScene" }),
      }),
    );
  });

  it("reports a wrong or missing password", async () => {
    const step = { requestType: "GetCurrentProgramScene", requestData: {} };
    await expect(obsRequest(step, { url, password: "wrong" })).rejects.toThrow(
      "OBS refused the password: check --obs-password",
    );
    await expect(obsRequest(step, { url })).rejects.toThrow(
      "OBS needs a password: start the agent with --obs-password",
    );
  });

  it("works without a password when OBS has none, and reports refused requests", async () => {
    await expect(
      obsRequest(
        { requestType: "GetCurrentProgramScene", requestData: {} },
        { url: `${url}/open` },
      ),
    ).resolves.toEqual({ currentProgramSceneName: "Live" });
    await expect(
      obsRequest(
        { requestType: "SetCurrentProgramScene", requestData: { sceneName: "Nope" } },
        { url, password: PASSWORD },
      ),
    ).rejects.toThrow("OBS refused SetCurrentProgramScene (code 600): No scene Nope");
  });

  it("names the address when OBS is not running", async () => {
    await expect(
      obsRequest({ requestType: "GetVersion", requestData: {} }, { url: "ws://127.0.0.1:1" }),
    ).rejects.toThrow("Cannot reach OBS at ws://127.0.0.1:1");
  });

  it("computes OBS's documented challenge answer", () => {
    expect(answerChallenge(PASSWORD, "salt", "challenge")).toBe(expectedAuth("salt", "challenge"));
  });
});
