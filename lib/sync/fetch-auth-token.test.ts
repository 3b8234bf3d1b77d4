import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAuthToken } from "./fetch-auth-token";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
  vi.restoreAllMocks();
});

/** A real HTTP server answering /api/auth/token with the given statuses in turn. */
async function serveTokens(statuses: number[]) {
  const seen: number[] = [];
  server = createServer((req, res) => {
    const status = statuses[seen.length] ?? 200;
    seen.push(status);
    if (status === 0) {
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { "content-type": "application/json" });
    res.end(status === 200 ? JSON.stringify({ token: "jwt-token" }) : "{}");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const fetchAt: typeof fetch = (input, init) => fetch(new URL(String(input), origin), init);
  return { seen, fetchAt };
}

describe("fetchAuthToken", () => {
  it("returns the token, or null when signed out, without retrying", async () => {
    const ok = await serveTokens([200]);
    expect(await fetchAuthToken(ok.fetchAt, [1, 1])).toBe("jwt-token");
    await new Promise((resolve) => server?.close(resolve));
    const out = await serveTokens([401]);
    expect(await fetchAuthToken(out.fetchAt, [1, 1])).toBeNull();
    expect(out.seen).toEqual([401]);
  });

  it("retries a dropped connection, a 429 and a 503, then gets the token", async () => {
    const { seen, fetchAt } = await serveTokens([0, 429, 503, 200]);
    expect(await fetchAuthToken(fetchAt, [1, 1, 1])).toBe("jwt-token");
    expect(seen).toEqual([0, 429, 503, 200]);
  });

  it("resolves to null instead of rejecting when the server keeps failing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { seen, fetchAt } = await serveTokens([503, 503, 503, 503, 200]);
    await expect(fetchAuthToken(fetchAt, [1, 1])).resolves.toBeNull();
    expect(seen).toHaveLength(3);
  });
});
