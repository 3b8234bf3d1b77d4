import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export type SyncServerProcess = { child: ChildProcess; port: number; url: string };

const root = path.resolve(import.meta.dirname, "../..");

/** Starts tests/support/sync-server-process.ts with tsx and waits for READY. */
export function spawnSyncServer(config: {
  url: string;
  channel: string;
  port?: number;
}): Promise<SyncServerProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./server/register-hooks.mjs",
      "tests/support/sync-server-process.ts",
      JSON.stringify({ port: 0, ...config }),
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({ child, port, url: `http://127.0.0.1:${port}` });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before READY:\n${output}`));
    });
  });
}

export async function killHard(server: SyncServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGKILL");
  await exited;
}
