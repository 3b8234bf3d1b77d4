import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export type RunningApp = { child: ChildProcess; port: number; output: () => string };

/**
 * Starts server/main.ts as its own process (as `npm start`/`npm run dev` do) on a free port
 * and resolves once it logs that it is ready.
 */
export function startApp(options: {
  env: Record<string, string>;
  dev?: boolean;
  timeoutMs?: number;
}): Promise<RunningApp> {
  const args = ["--import", "tsx", "--import", "./server/register-hooks.mjs", "server/main.ts"];
  if (options.dev) args.push("--dev");
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`app did not start in time:\n${out}`));
    }, options.timeoutMs ?? 90_000);
    child.stdout?.on("data", () => {
      const match = /Deckbot ready on http:\/\/localhost:(\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => out });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`app exited (${code}) before it was ready:\n${out}`));
    });
  });
}

export function waitForExit(child: ChildProcess, ms = 30_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("process did not exit in time")), ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
