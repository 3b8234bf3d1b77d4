import { execFile } from "node:child_process";

/** Thrown for a failed step; its message is what the run log shows. */
export class StepError extends Error {}

export type ToolOptions = {
  timeoutMs?: number;
  env?: Record<string, string>;
  /** Named in the error when the program is missing, e.g. "xdotool (sudo apt install xdotool)". */
  install?: string;
};

const MAX_BUFFER = 1024 * 1024;

/**
 * Runs a program with its arguments (execFile: no shell, so no value is ever parsed as shell
 * syntax) and returns its stdout; a missing program, a timeout or a non-zero exit throws a
 * StepError that says what happened.
 */
export function runTool(file: string, args: string[], options: ToolOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        timeout: options.timeoutMs ?? 10_000,
        maxBuffer: MAX_BUFFER,
        windowsHide: true,
        env: options.env ? { ...process.env, ...options.env } : process.env,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT") {
          return reject(
            new StepError(`${file} is not installed: install ${options.install ?? file}`),
          );
        }
        if (error.killed && error.signal === "SIGTERM") {
          return reject(
            new StepError(
              `${file} did not finish within ${formatSeconds(options.timeoutMs ?? 10_000)}`,
            ),
          );
        }
        if (code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
          return reject(new StepError(`${file} printed more than 1 MB`));
        }
        const detail = stderr.trim().split("\n").slice(-3).join(" ").trim();
        const exit = typeof code === "number" ? `exited with code ${code}` : "failed";
        reject(new StepError(detail ? `${file} ${exit}: ${detail}` : `${file} ${exit}`));
      },
    );
  });
}

/** "0.3 s", "30 s": whole seconds unless the limit is under one. */
export function formatSeconds(ms: number): string {
  return ms < 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${Math.round(ms / 1000)} s`;
}
