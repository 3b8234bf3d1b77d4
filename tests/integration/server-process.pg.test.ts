import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp, waitForExit } from "@/tests/support/start-app";

/** Sends a raw WebSocket upgrade and returns the status line and headers the server answers. */
function rawUpgrade(port: number, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
      );
    });
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString();
      if (data.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(data);
      }
    });
    socket.on("error", reject);
    socket.setTimeout(20_000, () => reject(new Error(`no answer to upgrade: ${data}`)));
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "deckbot-app-"));
let app: RunningApp | undefined;
afterAll(() => {
  app?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the one process (server/main.ts)", () => {
  it("starts with no configuration: embedded Postgres, migrations, a generated secret", async () => {
    app = await startApp({ dev: true, env: { DATA_DIR: dataDir } });
    const health = await fetch(`http://127.0.0.1:${app.port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, db: true });
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim().length).toBeGreaterThan(
      30,
    );
  }, 120_000);

  it("routes sync upgrades away from Next and keeps Next's own upgrades (dev HMR)", async () => {
    if (!app) throw new Error("app not started");
    const sync = await rawUpgrade(app.port, "/api/1.48.0/sync");
    expect(sync).toMatch(/^HTTP\/1\.1 101 /);
    const hmr = await rawUpgrade(app.port, "/_next/hmr");
    expect(hmr).toMatch(/^HTTP\/1\.1 101/);
  }, 60_000);

  it("shuts down cleanly on SIGTERM: exit 0 and postgres stopped", async () => {
    if (!app) throw new Error("app not started");
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const pgPid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    app.child.kill("SIGTERM");
    expect(await waitForExit(app.child)).toBe(0);
    expect(() => process.kill(pgPid, 0)).toThrow();
    expect(existsSync(pidFile)).toBe(false);
    app = undefined;
  }, 60_000);

  it("refuses to start without BETTER_AUTH_SECRET when APP_URL is not local", async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), "deckbot-app-"));
    try {
      await expect(
        startApp({ dev: true, env: { DATA_DIR: other, APP_URL: "https://deck.example.com" } }),
      ).rejects.toThrow(/BETTER_AUTH_SECRET is required when APP_URL/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
