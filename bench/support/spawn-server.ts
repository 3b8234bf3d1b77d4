import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { benchEnv } from "./bench-env";

const root = path.resolve(import.meta.dirname, "../..");

export type BenchServer = {
  child: ChildProcess;
  url: string;
  httpUrl: string;
  request: <T>(message: object, key: string) => Promise<T>;
  stop: () => Promise<void>;
};

export async function spawnBenchServer(config: {
  mode: "sync" | "raw";
  url: string;
  channel: string;
  adminKey?: string;
  runner?: boolean;
}): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [
      ...(benchEnv.BENCH_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${benchEnv.BENCH_CPU_PROF}`]
        : []),
      "--import",
      "tsx",
      "--import",
      "./server/register-hooks.mjs",
      "bench/support/server-process.ts",
      JSON.stringify(config),
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
    child.on("message", (m: { ready?: number }) => {
      if (m.ready) resolve(m.ready);
    });
  });
  return {
    child,
    url: `ws://127.0.0.1:${port}/api/1.48.0/sync`,
    httpUrl: `http://127.0.0.1:${port}`,
    request<T>(message: object, key: string) {
      return new Promise<T>((resolve) => {
        const onMessage = (m: Record<string, unknown>) => {
          if (key in m) {
            child.off("message", onMessage);
            resolve(m[key] as T);
          }
        };
        child.on("message", onMessage);
        child.send(message);
      });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // A clean exit lets --cpu-prof write its profile; SIGKILL if it does not come.
      child.send({ cmd: "exit" });
      setTimeout(() => child.kill("SIGKILL"), 2_000).unref();
      await exited;
    },
  };
}
