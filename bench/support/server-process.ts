import http from "node:http";
import pg from "pg";
import { type WebSocket, WebSocketServer } from "ws";
import * as z from "zod";
import { createDatabase } from "@/db/client";
import { startRunner } from "@/server/runner/runner-loop";
import { createSyncServer } from "@/server/sync";
import { createDemoRegistry } from "@/tests/support/demo-functions";

/**
 * The server side of a benchmark in its own process, so its RSS and CPU are its own.
 * mode "sync": our sync server with the demo functions. mode "raw": the peer — a bare
 * `ws` server that can broadcast a payload or forward NOTIFYs to every socket.
 * Talks to the parent over IPC: {cmd:"stats"|"broadcast"|"listen"}.
 */
const config = z
  .object({
    mode: z.enum(["sync", "raw"]),
    url: z.string(),
    channel: z.string(),
    /** Admin key for impersonated identities (product functions need a user). */
    adminKey: z.string().optional(),
    /** Also run the shortcut runner, as server/main.ts does. */
    runner: z.boolean().optional(),
  })
  .parse(JSON.parse(process.argv[2] ?? "{}"));

// POST /api/query etc. (the polling baseline of bench/press.ts) when the sync server runs.
let handleHttp: ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | undefined;
const server = http.createServer((req, res) => {
  if (!handleHttp?.(req, res)) res.writeHead(404).end();
});
let sockets: Set<WebSocket> | undefined;

if (config.mode === "sync") {
  const db = createDatabase(config.url, { max: 20 });
  const sync = createSyncServer({
    db,
    trustedOrigins: [],
    functions: createDemoRegistry(),
    notifyChannel: config.channel,
    limits: { mutationRate: { capacity: 1e9, refillPerSecond: 1e9 } },
    ...(config.adminKey ? { adminKey: config.adminKey } : {}),
  });
  await sync.ready;
  handleHttp = (req, res) => sync.handleHttp(req, res);
  if (config.runner) startRunner({ db, channel: config.channel });
  server.on("upgrade", (req, socket, head) => sync.handleUpgrade(req, socket, head));
} else {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  sockets = new Set();
  const all = sockets;
  server.on("upgrade", (req, socket, head) =>
    wss.handleUpgrade(req, socket, head, (ws) => {
      all.add(ws);
      ws.on("close", () => all.delete(ws));
    }),
  );
}

await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
process.send?.({ ready: typeof address === "object" && address ? address.port : 0 });

const broadcast = (payload: string) => {
  for (const ws of sockets ?? []) ws.send(payload);
};

process.on("message", async (message: { cmd: string; payload?: string; seconds?: number }) => {
  if (message.cmd === "exit") process.exit(0);
  if (message.cmd === "stats") {
    const usage = process.memoryUsage();
    process.send?.({
      stats: { rss: usage.rss, heapUsed: usage.heapUsed, cpu: process.cpuUsage() },
    });
  } else if (message.cmd === "broadcast" && message.payload) {
    // Broadcast as fast as the event loop allows for `seconds`, yielding between rounds.
    const payload = message.payload;
    const until = Date.now() + (message.seconds ?? 5) * 1000;
    let rounds = 0;
    while (Date.now() < until) {
      broadcast(payload);
      rounds++;
      await new Promise((resolve) => setImmediate(resolve));
      // Keep the send buffers bounded like a real server would (drop to drain).
      let buffered = 0;
      for (const ws of sockets ?? []) buffered += ws.bufferedAmount;
      while (buffered > 64 * 1024 * 1024) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        buffered = 0;
        for (const ws of sockets ?? []) buffered += ws.bufferedAmount;
      }
    }
    process.send?.({ broadcastDone: rounds });
  } else if (message.cmd === "listen") {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    client.on("notification", (n) => broadcast(n.payload ?? ""));
    await client.query(`listen ${config.channel}`);
    process.send?.({ listening: true });
  }
});
