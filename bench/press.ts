import { randomUUID } from "node:crypto";
import pg from "pg";
import type WebSocket from "ws";
import { closeSockets, openSockets } from "./support/sockets";
import { spawnBenchServer } from "./support/spawn-server";
import { fmt, percentile, ratio, sleep, table } from "./support/stats";

/**
 * Press → label: one client presses a button whose shortcut increments `score`; N other
 * clients subscribed to the screen (`screens:render`) see the label "Score <n>". Measured
 * from sending `buttons:press` until the N-th client has the new label, through the whole
 * path (mutation, run queue, runner, variable write, subscription push). Baseline: the same
 * N clients polling `screens:render` over HTTP every second, TanStack Query style.
 * Goal: p50 ≤ 20 ms at 100 clients.
 */
const ADMIN_KEY = "bench-admin-key-0123456789";
const HOST_ID = "bench-host";
const SIZES = [1, 100, 1_000];

async function seed(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const screenId = randomUUID();
  const shortcutId = randomUUID();
  const buttonId = randomUUID();
  await client.query(
    `insert into "user" (id, name, email) values ($1, 'Bench', 'bench@example.com') on conflict do nothing`,
    [HOST_ID],
  );
  await client.query(
    `insert into variable (id, host_id, key, type, value) values ($1, $2, 'score', 'number', '0')
     on conflict (host_id, key) do update set value = '0'`,
    [randomUUID(), HOST_ID],
  );
  await client.query(
    `insert into shortcut (id, host_id, name, steps) values ($1, $2, 'Score', $3)`,
    [
      shortcutId,
      HOST_ID,
      JSON.stringify([{ type: "increment_variable", variable: "score", by: 1 }]),
    ],
  );
  await client.query(
    `insert into screen (id, host_id, name, columns, rows, gap, background_color, font_family)
     values ($1, $2, 'Bench', 4, 4, 8, '#000000', 'nunito')`,
    [screenId, HOST_ID],
  );
  await client.query(
    `insert into button (id, screen_id, x, y, w, h, kind, style, "on", confirm)
     values ($1, $2, 0, 0, 1, 1, 'action', $3, $4, 'false')`,
    [
      buttonId,
      screenId,
      JSON.stringify({ label: "Score {{score}}" }),
      JSON.stringify({ press: { shortcutId } }),
    ],
  );
  await client.end();
  return { screenId, buttonId };
}

function authenticate(ws: WebSocket, sessionId: string) {
  ws.send(
    JSON.stringify({
      type: "Connect",
      sessionId,
      connectionCount: 0,
      lastCloseReason: "InitialConnect",
      clientTs: Date.now(),
    }),
  );
  ws.send(
    JSON.stringify({
      type: "Authenticate",
      tokenType: "Admin",
      value: ADMIN_KEY,
      baseVersion: 0,
      impersonating: { subject: HOST_ID },
    }),
  );
}

function addQuery(ws: WebSocket, udfPath: string, args: object) {
  ws.send(
    JSON.stringify({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath, args: [args] }],
    }),
  );
}

const labelOf = (data: string) => /"label":"Score (\d+)"/.exec(data)?.[1];

async function measureLive(databaseUrl: string, clients: number, samples: number) {
  const { screenId, buttonId } = await seed(databaseUrl);
  const server = await spawnBenchServer({
    mode: "sync",
    url: databaseUrl,
    channel: `bench_press_${clients}`,
    adminKey: ADMIN_KEY,
    runner: true,
  });
  const seen = new Map<number, { count: number; last: number }>();
  let ready = 0;
  const subs = await openSockets(
    server.url,
    clients,
    (_i, data) => {
      if (!data.includes("QueryUpdated")) return;
      const label = labelOf(data);
      if (label === undefined) return;
      const value = Number(label);
      if (value === 0) {
        ready++;
        return;
      }
      const entry = seen.get(value) ?? { count: 0, last: 0 };
      entry.count++;
      entry.last = performance.now();
      seen.set(value, entry);
    },
    (ws, i) => {
      authenticate(ws, `press-${clients}-${i}`);
      addQuery(ws, "screens:render", { screenId });
    },
  );
  while (ready < clients) await sleep(20);
  const [presser] = (await openSockets(
    server.url,
    1,
    () => {},
    (ws) => {
      authenticate(ws, `presser-${clients}`);
    },
  )) as [WebSocket];
  await sleep(200);
  const latencies: number[] = [];
  for (let press = 1; press <= samples; press++) {
    const sent = performance.now();
    presser.send(
      JSON.stringify({
        type: "Mutation",
        requestId: press,
        udfPath: "buttons:press",
        args: [{ buttonId }],
      }),
    );
    const deadline = sent + 5_000;
    while ((seen.get(press)?.count ?? 0) < clients && performance.now() < deadline) await sleep(1);
    const entry = seen.get(press);
    if (entry && entry.count >= clients) latencies.push(entry.last - sent);
    await sleep(50);
  }
  await closeSockets([...subs, presser]);
  await server.stop();
  return { latencies, screenId, buttonId };
}

/** The same press seen by N clients polling `screens:render` every second (jittered). */
async function measurePolling(databaseUrl: string, clients: number, samples: number) {
  const { screenId, buttonId } = await seed(databaseUrl);
  const server = await spawnBenchServer({
    mode: "sync",
    url: databaseUrl,
    channel: `bench_poll_${clients}`,
    adminKey: ADMIN_KEY,
    runner: true,
  });
  const identity = Buffer.from(JSON.stringify({ subject: HOST_ID })).toString("base64");
  const headers = {
    "content-type": "application/json",
    authorization: `Convex ${ADMIN_KEY}:${identity}`,
  };
  const call = async (kind: "query" | "mutation", path: string, args: object) => {
    const response = await fetch(`${server.httpUrl}/api/${kind}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ path, args: [args], format: "json" }),
    });
    return response.text();
  };
  const seen = new Map<number, { count: number; last: number }>();
  const latest = new Array<number>(clients).fill(0);
  let polling = true;
  const poller = async (i: number) => {
    await sleep(Math.random() * 1000);
    while (polling) {
      const started = performance.now();
      const label = labelOf(await call("query", "screens:render", { screenId }).catch(() => ""));
      const value = Number(label ?? 0);
      if (value > (latest[i] ?? 0)) {
        latest[i] = value;
        const entry = seen.get(value) ?? { count: 0, last: 0 };
        entry.count++;
        entry.last = performance.now();
        seen.set(value, entry);
      }
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  };
  const pollers = Array.from({ length: clients }, (_, i) => poller(i));
  await sleep(1_200);
  const latencies: number[] = [];
  for (let press = 1; press <= samples; press++) {
    const sent = performance.now();
    await call("mutation", "buttons:press", { buttonId });
    // Past ~300 polls/s this machine falls behind; wait long enough to measure it anyway.
    const deadline = sent + 15_000;
    while ((seen.get(press)?.count ?? 0) < clients && performance.now() < deadline) await sleep(5);
    const entry = seen.get(press);
    if (entry && entry.count >= clients) latencies.push(entry.last - sent);
    await sleep(100);
  }
  polling = false;
  await Promise.all(pollers);
  await server.stop();
  return latencies;
}

export async function run({ databaseUrl }: { databaseUrl: string }) {
  console.log("\n## Press → label on N clients (button → shortcut run → subscribers)");
  const rows: (string | number)[][] = [
    ["clients", "live p50 ms", "live p99 ms", "poll 1 s p50 ms", "poll 1 s p99 ms", "p50 speed-up"],
  ];
  for (const clients of SIZES) {
    const { latencies: live } = await measureLive(databaseUrl, clients, clients >= 1_000 ? 20 : 40);
    const poll = await measurePolling(databaseUrl, clients, clients >= 1_000 ? 3 : 8);
    rows.push([
      clients,
      fmt(percentile(live, 50)),
      fmt(percentile(live, 99)),
      fmt(percentile(poll, 50)),
      fmt(percentile(poll, 99)),
      ratio(percentile(poll, 50), percentile(live, 50)),
    ]);
  }
  table(rows);
  console.log("  goal: live p50 ≤ 20 ms at 100 clients");
}
