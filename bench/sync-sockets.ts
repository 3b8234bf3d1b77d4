import { benchEnv } from "./support/bench-env";
import { closeSockets, openSockets, subscribe } from "./support/sockets";
import { spawnBenchServer } from "./support/spawn-server";
import { fmt, ratio, sleep, table } from "./support/stats";

type Stats = { rss: number; heapUsed: number };

/**
 * Sockets held: N sync sockets each with one live query (100 distinct queries, shared
 * runs), RSS growth per socket, vs N idle raw `ws` sockets. Goal: ≥ 15,000 and ≥ 0.75×.
 */
export async function run({ databaseUrl }: { databaseUrl: string }) {
  const count = benchEnv.BENCH_SOCKETS;
  console.log(`\n## Sockets held (${count} each; BENCH_SOCKETS=15000 for the goal)`);

  const sync = await spawnBenchServer({ mode: "sync", url: databaseUrl, channel: "bench_sockets" });
  await sleep(500);
  const syncBase = await sync.request<Stats>({ cmd: "stats" }, "stats");
  let ready = 0;
  let updates = 0;
  const started = performance.now();
  const syncSockets = await openSockets(
    sync.url,
    count,
    (_i, data) => {
      if (data.includes('"Transition"')) {
        if (data.includes('"querySet":1') && data.includes('"startVersion":{"querySet":0')) ready++;
        else if (data.includes("QueryUpdated")) updates++;
      }
    },
    (ws, i) => subscribe(ws, `held-${i}`, "counters:get", { name: `held-${i % 100}` }),
  );
  while (ready < count) await sleep(50);
  const syncOpenSeconds = (performance.now() - started) / 1000;
  await sleep(1000);
  const syncAfter = await sync.request<Stats>({ cmd: "stats" }, "stats");
  // Prove the sockets are live: one write to held-0 reaches its 1% of subscribers.
  const writer = syncSockets[0];
  writer?.send(
    JSON.stringify({
      type: "Mutation",
      requestId: 1,
      udfPath: "counters:add",
      args: [{ name: "held-0", by: 1 }],
    }),
  );
  const expected = Math.ceil(count / 100);
  const deadline = Date.now() + 10_000;
  while (updates < expected && Date.now() < deadline) await sleep(20);
  await closeSockets(syncSockets);
  await sync.stop();

  const raw = await spawnBenchServer({
    mode: "raw",
    url: databaseUrl,
    channel: "bench_sockets_raw",
  });
  await sleep(500);
  const rawBase = await raw.request<Stats>({ cmd: "stats" }, "stats");
  const rawStarted = performance.now();
  const rawSockets = await openSockets(raw.url, count, () => {});
  const rawOpenSeconds = (performance.now() - rawStarted) / 1000;
  await sleep(1000);
  const rawAfter = await raw.request<Stats>({ cmd: "stats" }, "stats");
  await closeSockets(rawSockets);
  await raw.stop();

  const syncPer = (syncAfter.rss - syncBase.rss) / count;
  const rawPer = (rawAfter.rss - rawBase.rss) / count;
  table([
    ["", "sync (1 live query each)", "raw ws (idle)", "ratio"],
    ["sockets held", count, count, ratio(count, count)],
    ["RSS total MB", fmt(syncAfter.rss / 2 ** 20), fmt(rawAfter.rss / 2 ** 20), ""],
    [
      "RSS per socket KB",
      fmt(syncPer / 1024, 2),
      fmt(rawPer / 1024, 2),
      `${fmt(syncPer / rawPer, 2)}× memory`,
    ],
    ["open + first result s", fmt(syncOpenSeconds, 2), fmt(rawOpenSeconds, 2), ""],
    ["live check (update reached)", `${updates}/${expected}`, "", ""],
  ]);
  return { syncPerSocketKb: syncPer / 1024, rawPerSocketKb: rawPer / 1024 };
}
