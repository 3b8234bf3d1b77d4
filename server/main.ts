import { EventEmitter } from "node:events";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDb } from "@/db/client";
import { resolveDatabase } from "@/db/database-url";
import { runMigrations } from "@/db/migrate";
import {
  ensureAuthSecret,
  getEnv,
  getTrustedOrigins,
  resolveDataDir,
  setRuntimeEnv,
} from "@/lib/env";
import { startAutomationEngine } from "./automations/automation-engine";
import { pinForwardedFor } from "./client-ip";
import { ensureProductionBuild } from "./lifecycle/ensure-build";
import { createShutdown } from "./lifecycle/shutdown";
import { enqueueRun } from "./runner/enqueue-run";
import { startRunner } from "./runner/runner-loop";
import { resolveStorageConfig } from "./storage/get-storage";
import { createSyncServer } from "./sync";
import { isSyncPath } from "./sync-path";

/**
 * The one process (DESIGN §1): embedded or external Postgres, migrations, Next on one HTTP
 * server, and WebSocket upgrades on /api/<version>/sync handed to the sync engine.
 */
const log = (line: string) => console.log(line);
const dev = process.argv.includes("--dev");
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

setRuntimeEnv({ NODE_ENV: dev ? "development" : "production", NEXT_TELEMETRY_DISABLED: "1" });
const env = getEnv();
const shutdown = createShutdown(log);
shutdown.listen();

async function main() {
  ensureAuthSecret(env);
  // A partial S3 configuration fails here, with the missing names, not at the first upload.
  const storage = resolveStorageConfig(env);
  log(
    `[storage] ${storage.kind === "s3" ? `S3 bucket ${storage.bucket} at ${storage.endpoint}` : storage.root}`,
  );
  const { url, embedded } = await resolveDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: resolveDataDir(env),
    log,
  });
  if (embedded) {
    setRuntimeEnv({ DATABASE_URL: url });
    embedded.onUnexpectedExit((code) => {
      log(
        `[db] embedded postgres exited unexpectedly (code ${code}); exiting so a supervisor restarts us`,
      );
      void shutdown.shutdown("postgres died", 1);
    });
  }
  await runMigrations(url);
  const db = getDb();

  if (!dev) ensureProductionBuild(dir, log);

  // Next attaches its upgrade listener to `httpServer`; giving it a relay instead of the
  // real server means only upgrades we pass on (dev HMR) reach Next, never the sync path.
  const nextUpgrades = new EventEmitter();
  const { default: next } = await import("next");
  const app = next({
    dev,
    dir,
    hostname: env.HOST,
    port: env.PORT,
    httpServer: nextUpgrades as unknown as http.Server,
  });
  await app.prepare();
  const handle = app.getRequestHandler();

  // Better Auth serves its JWKS on this same server; the port is known only after listen.
  let jwksUrl = "";
  const sync = createSyncServer({
    db,
    trustedOrigins: getTrustedOrigins(env),
    jwksUrl: () => jwksUrl,
    issuer: env.APP_URL,
    audience: env.APP_URL,
    ...(env.SYNC_ADMIN_KEY ? { adminKey: env.SYNC_ADMIN_KEY } : {}),
  });
  await sync.ready;
  // Shortcut runs: every process runs this loop; the queue hands each run to one of them.
  const runner = startRunner({ db });
  // Automations: every process listens and ticks; each firing is claimed by one of them.
  const automations = startAutomationEngine({ db, enqueue: enqueueRun });
  const server = http.createServer((req, res) => {
    pinForwardedFor(req, env.TRUST_PROXY ?? false);
    // POST /api/query|mutation|action (ConvexHttpClient) are answered before Next.
    if (sync.handleHttp(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      console.error("[http] unhandled error", error);
      if (!res.headersSent) res.writeHead(500).end("Internal Server Error");
    });
  });
  server.on("upgrade", (req, socket, head) => {
    socket.on("error", () => socket.destroy());
    if (isSyncPath(req.url)) sync.handleUpgrade(req, socket, head);
    else nextUpgrades.emit("upgrade", req, socket, head);
  });

  shutdown.add("http server", () => {
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 3_000).unref();
  });
  shutdown.add("sync server", () => sync.close());
  shutdown.add("next", () => app.close());
  shutdown.add("automations", () => automations.stop());
  shutdown.add("shortcut runner", () => runner.stop());
  shutdown.add("database pool", async () => {
    await db.$client.end();
  });
  if (embedded) shutdown.add("embedded postgres", () => embedded.stop());

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  jwksUrl = `http://${getLoopbackHost(env.HOST)}:${port}/api/auth/jwks`;
  log(`[start] Deckbot ready on http://localhost:${port} (${dev ? "development" : "production"})`);
}

/** Where this process can reach itself: loopback unless bound to one specific address. */
function getLoopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

main().catch((error: unknown) => {
  console.error("[start] failed:", error instanceof Error ? error.message : error);
  void shutdown.shutdown("start-up failure", 1);
});
