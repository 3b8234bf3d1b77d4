import pg from "pg";
import type WebSocket from "ws";
import { benchEnv } from "./support/bench-env";
import { closeSockets, openSockets, subscribe } from "./support/sockets";
import { spawnBenchServer } from "./support/spawn-server";
import { fmt, percentile, ratio, sleep, table } from "./support/stats";

/**
 * Mutation → last subscriber latency at 10 mutations/s, with 1 and 1,000 subscribers, vs
 * the floor: a raw pg INSERT + NOTIFY forwarded to `ws` sockets by a LISTENing process.
 * Goals: p50 ≤ 5 ms at 1 subscriber; p99 ≤ 100 ms at 1,000.
 */
type Arrivals = Map<number, { count: number; last: number }>;

function record(arrivals: Arrivals, value: number) {
  const entry = arrivals.get(value) ?? { count: 0, last: 0 };
  entry.count++;
  entry.last = performance.now();
  arrivals.set(value, entry);
}

function latencies(sent: Map<number, number>, arrivals: Arrivals, subscribers: number) {
  const out: number[] = [];
  for (const [value, at] of sent) {
    const arrival = arrivals.get(value);
    if (arrival && arrival.count >= subscribers) out.push(arrival.last - at);
  }
  return out;
}

async function measureSync(databaseUrl: string, subscribers: number, samples: number) {
  const sync = await spawnBenchServer({
    mode: "sync",
    url: databaseUrl,
    channel: `bench_lat_${subscribers}`,
  });
  const name = `lat-${subscribers}`;
  const arrivals: Arrivals = new Map();
  let ready = 0;
  const subs = await openSockets(
    sync.url,
    subscribers,
    (_i, data) => {
      const match = /"QueryUpdated","queryId":0,"value":(\d+)/.exec(data);
      if (!match) return;
      const value = Number(match[1]);
      if (value === 0) ready++;
      else record(arrivals, value);
    },
    (ws, i) => subscribe(ws, `${name}-${i}`, "counters:get", { name }),
  );
  while (ready < subscribers) await sleep(20);
  const [writer] = (await openSockets(
    sync.url,
    1,
    () => {},
    (ws) => subscribe(ws, `${name}-w`, "messages:count", {}),
  )) as [WebSocket];
  await sleep(200);
  const sent = new Map<number, number>();
  for (let i = 1; i <= samples; i++) {
    sent.set(i, performance.now());
    writer.send(
      JSON.stringify({
        type: "Mutation",
        requestId: i,
        udfPath: "counters:add",
        args: [{ name, by: 1 }],
      }),
    );
    await sleep(100);
  }
  await sleep(500);
  await closeSockets([...subs, writer]);
  await sync.stop();
  return latencies(sent, arrivals, subscribers);
}

async function measureFloor(databaseUrl: string, subscribers: number, samples: number) {
  const channel = `bench_floor_${subscribers}`;
  const raw = await spawnBenchServer({ mode: "raw", url: databaseUrl, channel });
  await raw.request({ cmd: "listen" }, "listening");
  const arrivals: Arrivals = new Map();
  const subs = await openSockets(raw.url, subscribers, (_i, data) =>
    record(arrivals, Number(data)),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sent = new Map<number, number>();
  for (let i = 1; i <= samples; i++) {
    sent.set(i, performance.now());
    await client.query("begin");
    await client.query("insert into raw_events (body) values ($1)", [String(i)]);
    await client.query("select pg_notify($1, $2)", [channel, String(i)]);
    await client.query("commit");
    await sleep(100);
  }
  await sleep(500);
  await client.end();
  await closeSockets(subs);
  await raw.stop();
  return latencies(sent, arrivals, subscribers);
}

export async function run({ databaseUrl }: { databaseUrl: string }) {
  const samples = Math.max(30, Math.round(benchEnv.BENCH_SECONDS * 10));
  console.log(`\n## Mutation → last subscriber latency (10 mutations/s, ${samples} samples)`);
  const rows: (string | number)[][] = [
    [
      "subscribers",
      "sync p50 ms",
      "sync p99 ms",
      "floor p50 ms",
      "floor p99 ms",
      "p50 ratio",
      "p99 ratio",
      "delivered",
    ],
  ];
  const results: Record<string, number> = {};
  for (const subscribers of [1, benchEnv.BENCH_SUBSCRIBERS]) {
    const ours = await measureSync(databaseUrl, subscribers, samples);
    const floor = await measureFloor(databaseUrl, subscribers, samples);
    const [p50, p99, f50, f99] = [
      percentile(ours, 50),
      percentile(ours, 99),
      percentile(floor, 50),
      percentile(floor, 99),
    ];
    results[`p50_${subscribers}`] = p50;
    results[`p99_${subscribers}`] = p99;
    rows.push([
      subscribers,
      fmt(p50, 2),
      fmt(p99, 2),
      fmt(f50, 2),
      fmt(f99, 2),
      ratio(p50, f50),
      ratio(p99, f99),
      `${ours.length}/${samples}`,
    ]);
  }
  table(rows);
  return results;
}
