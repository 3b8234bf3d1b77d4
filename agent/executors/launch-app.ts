import { spawn } from "node:child_process";
import { runTool, StepError } from "./run-tool";

/**
 * `launch_app`: starts an app and leaves it running on its own (the agent does not wait
 * for it to quit). On macOS the name is an application name for `open -a`.
 */
export function launchApp(
  step: { app: string; args: string[] },
  platform: NodeJS.Platform,
): Promise<string> {
  if (platform === "darwin") {
    // `open` returns at once and fails with a message when no such app exists.
    const extra = step.args.length ? ["--args", ...step.args] : [];
    return runTool("open", ["-a", step.app, ...extra]).then(() => `Started ${step.app}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(step.app, step.args, {
      detached: true,
      stdio: "ignore",
      windowsHide: false,
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new StepError(
          error.code === "ENOENT"
            ? `App not found: ${step.app}`
            : `Cannot start ${step.app}: ${error.message}`,
        ),
      );
    });
    child.once("spawn", () => {
      child.unref();
      resolve(`Started ${step.app}`);
    });
  });
}
