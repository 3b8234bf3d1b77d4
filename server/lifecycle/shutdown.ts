type Step = { name: string; run: () => Promise<void> | void };

/**
 * Runs shutdown steps in order once (first signal wins), each bounded, with a hard exit
 * timer so a hung step (e.g. a postgres that already died) cannot keep the process alive.
 */
export function createShutdown(log: (line: string) => void, hardLimitMs = 20_000) {
  const steps: Step[] = [];
  let started: Promise<void> | undefined;

  async function shutdown(reason: string, exitCode = 0): Promise<void> {
    if (started) return started;
    started = (async () => {
      log(`[shutdown] ${reason}: closing`);
      const timer = setTimeout(() => {
        log("[shutdown] hard limit reached; exiting");
        process.exit(exitCode || 1);
      }, hardLimitMs);
      timer.unref();
      for (const step of steps) {
        try {
          await Promise.race([
            step.run(),
            new Promise((r) => setTimeout(r, hardLimitMs / 2).unref()),
          ]);
        } catch (error) {
          log(`[shutdown] ${step.name} failed: ${String(error)}`);
        }
      }
      log("[shutdown] done");
      process.exit(exitCode);
    })();
    return started;
  }

  return {
    /** Steps run in the order they are added. */
    add: (name: string, run: Step["run"]) => steps.push({ name, run }),
    shutdown,
    listen() {
      process.on("SIGINT", () => void shutdown("SIGINT"));
      process.on("SIGTERM", () => void shutdown("SIGTERM"));
    },
  };
}
