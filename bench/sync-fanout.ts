import type WebSocket from "ws";
import { benchEnv } from "./support/bench-env";
import { closeSockets, openSockets, subscribe } from "./support/sockets";
import { spawnBenchServer } from "./support/spawn-server";
import { fmt, ratio, sleep, table } from "./support/stats";

/**
 * Fan-out: query pushes per second delivered to 1,000 subscribers of one query while a
 * writer mutates it in a closed loop, vs a raw `ws` broadcast of the same frame.
 * Goal: ≥ 40,000 pushes/s and ≥ 0.6× the raw broadcast.
 */
/** Enough concurrent writers that a new commit is always waiting when a pass ends. */
const WRITERS = 16;

export async function run({ databaseUrl }: { databaseUrl: string }) {
  const subscribers = benchEnv.BENCH_SUBSCRIBERS;
  const seconds = benchEnv.BENCH_SECONDS;
  console.log(`\n## Fan-out (${subscribers} subscribers, ${seconds} s)`);

  const sync = await spawnBenchServer({ mode: "sync", url: databaseUrl, channel: "bench_fanout" });
  let counting = false;
  let pushes = 0;
  let ready = 0;
  let sample = "";
  const subs = await openSockets(
    sync.url,
    subscribers,
    (_i, data) => {
      if (!data.includes("QueryUpdated")) return;
      if (counting) {
        pushes++;
        sample = data;
      } else ready++;
    },
    (ws, i) => subscribe(ws, `fan-${i}`, "counters:get", { name: "fan" }),
  );
  while (ready < subscribers) await sleep(20);
  const writers = await openSockets(
    sync.url,
    WRITERS,
    () => {},
    (ws, i) => subscribe(ws, `fan-writer-${i}`, "messages:count", {}),
  );
  let mutations = 0;
  const loop = (ws: WebSocket) => {
    let requestId = 0;
    const send = () =>
      ws.send(
        JSON.stringify({
          type: "Mutation",
          requestId: requestId++,
          udfPath: "counters:add",
          args: [{ name: "fan", by: 1 }],
        }),
      );
    ws.on("message", (data) => {
      if (String(data).includes('"MutationResponse"') && counting) {
        mutations++;
        send();
      }
    });
    return send;
  };
  const starters = writers.map(loop);
  counting = true;
  const started = performance.now();
  for (const start of starters) start();
  await sleep(seconds * 1000);
  counting = false;
  const elapsed = (performance.now() - started) / 1000;
  const syncRate = pushes / elapsed;
  await closeSockets([...subs, ...writers]);
  await sync.stop();

  const raw = await spawnBenchServer({
    mode: "raw",
    url: databaseUrl,
    channel: "bench_fanout_raw",
  });
  let rawCount = 0;
  let rawCounting = false;
  const rawSubs = await openSockets(raw.url, subscribers, () => {
    if (rawCounting) rawCount++;
  });
  rawCounting = true;
  const rawStarted = performance.now();
  await raw.request(
    { cmd: "broadcast", payload: sample || '{"type":"Ping"}', seconds },
    "broadcastDone",
  );
  await sleep(200);
  rawCounting = false;
  const rawRate = rawCount / ((performance.now() - rawStarted) / 1000);
  await closeSockets(rawSubs);
  await raw.stop();

  table([
    ["", "sync", "raw ws broadcast", "ratio"],
    ["pushes/s", fmt(syncRate, 0), fmt(rawRate, 0), ratio(syncRate, rawRate)],
    ["mutations/s driving it", fmt(mutations / elapsed, 0), "", ""],
    ["frame bytes", sample.length, sample.length, ""],
  ]);
  return { syncRate, rawRate };
}
