import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** `npm start` on a fresh clone: build once when no production build exists. */
export function ensureProductionBuild(dir: string, log: (line: string) => void): void {
  if (existsSync(path.join(dir, ".next", "BUILD_ID"))) return;
  log("[start] no production build found; running `next build` (once)");
  const nextBin = path.join(dir, "node_modules", "next", "dist", "bin", "next");
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0)
    throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
}
