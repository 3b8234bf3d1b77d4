import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSyncTokenFetcher, readExpiry } from "./sync-token";

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
});

function jwtExpiringAt(expSeconds: number, n: number) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "EdDSA" })}.${part({ sub: "u", exp: expSeconds, n })}.sig`;
}

/** GET /api/auth/token answering with fresh JWTs for the right bearer, 401 otherwise. */
async function startTokenServer(expSeconds: number) {
  const seen: (string | undefined)[] = [];
  let issued = 0;
  server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    if (request.url !== "/api/auth/token" || request.headers.authorization !== "Bearer good") {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ token: jwtExpiringAt(expSeconds, ++issued) }));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("createSyncTokenFetcher", () => {
  it("sends the session as a bearer token and reuses the JWT until a minute before exp", async () => {
    let clock = 1_000_000_000_000;
    const { url, seen } = await startTokenServer(clock / 1000 + 15 * 60);
    const fetchToken = createSyncTokenFetcher(url, "good", { now: () => clock });
    const first = await fetchToken({ forceRefreshToken: false });
    expect(await fetchToken({ forceRefreshToken: false })).toBe(first);
    expect(seen).toEqual(["Bearer good"]);
    clock += 14 * 60 * 1000 + 1;
    const second = await fetchToken({ forceRefreshToken: false });
    expect(second).not.toBe(first);
    expect(await fetchToken({ forceRefreshToken: true })).not.toBe(second);
    expect(seen).toHaveLength(3);
  });

  it("reports a revoked session and returns no token", async () => {
    const { url } = await startTokenServer(9_999_999_999);
    let signedOut = 0;
    const fetchToken = createSyncTokenFetcher(url, "revoked", { onSignedOut: () => signedOut++ });
    expect(await fetchToken({ forceRefreshToken: false })).toBeNull();
    expect(signedOut).toBe(1);
  });

  it("reads exp from a JWT, and 0 from anything else", () => {
    expect(readExpiry(jwtExpiringAt(1234, 1))).toBe(1_234_000);
    expect(readExpiry("not-a-jwt")).toBe(0);
  });
});
