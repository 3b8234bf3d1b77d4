import pg from "pg";
import type WebSocket from "ws";
import { benchEnv } from "./support/bench-env";
import { closeSockets, openSockets, subscribe } from "./support/sockets";
import { spawnBenchServer } from "./support/spawn-server";
import { fmt, ratio, sleep, table } from "./support/stats";

/**
 * Mutation throughput at c=16 (16 sockets, one mutation in flight each, exactly-once
 * record + clock + NOTIFY per mutation) vs 16 raw pg clients doing BEGIN / INSERT /
 * pg_notify / COMMIT. Goal: ≥ 1,500/s and ≥ 0.5×.
 */
const CONCURRENCY = 16;

export async function run({ databaseUrl }: { databaseUrl: string }) {
  const seconds = benchEnv.BENCH_SECONDS;
  console.log(`\n## Mutations/s (c=${CONCURRENCY}, ${seconds} s)`);
  const sync = await spawnBenchServer({ mode: "sync", url: databaseUrl, channel: "bench_mut" });
  let counting = false;
  let done = 0;
  let failed = 0;
  const sockets = await openSockets(
    sync.url,
    CONCURRENCY,
    () => {},
    (ws, i) => subscribe(ws, `mut-${i}`, "messages:count", {}),
  );
  await sleep(300);
  const starters = sockets.map((ws: WebSocket, i) => {
    let requestId = 0;
    const send = () =>
      ws.send(
        JSON.stringify({
          type: "Mutation",
          requestId: requestId++,
          udfPath: "counters:add",
          args: [{ name: `m-${i}`, by: 1 }],
        }),
      );
    ws.on("message", (data) => {
      const text = String(data);
      if (!text.includes('"MutationResponse"') || !counting) return;
      if (text.includes('"success":true')) done++;
      else failed++;
      send();
    });
    return send;
  });
  type Cpu = { cpu: { user: number; system: number } };
  const cpuBefore = await sync.request<Cpu>({ cmd: "stats" }, "stats");
  counting = true;
  const started = performance.now();
  for (const start of starters) start();
  await sleep(seconds * 1000);
  counting = false;
  const syncRate = done / ((performance.now() - started) / 1000);
  const cpuAfter = await sync.request<Cpu>({ cmd: "stats" }, "stats");
  const cpuMs =
    (cpuAfter.cpu.user + cpuAfter.cpu.system - cpuBefore.cpu.user - cpuBefore.cpu.system) / 1000;
  await sleep(200);
  await closeSockets(sockets);
  await sync.stop();

  const clients = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let rawDone = 0;
  let rawRunning = true;
  const rawStarted = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      while (rawRunning) {
        await client.query("begin");
        await client.query("insert into raw_events (body) values ($1)", [`c${i}`]);
        await client.query("select pg_notify('bench_raw_mut', $1)", [`{"c":${i}}`]);
        await client.query("commit");
        rawDone++;
        if (performance.now() - rawStarted > seconds * 1000) rawRunning = false;
      }
    }),
  );
  const rawRate = rawDone / ((performance.now() - rawStarted) / 1000);
  await Promise.all(clients.map((c) => c.end()));

  table([
    ["", "sync mutations", "raw INSERT + NOTIFY", "ratio"],
    ["per second", fmt(syncRate, 0), fmt(rawRate, 0), ratio(syncRate, rawRate)],
    ["failed", failed, 0, ""],
    ["server CPU ms per mutation", fmt(cpuMs / Math.max(1, done), 3), "", ""],
  ]);
  return { syncRate, rawRate };
}
