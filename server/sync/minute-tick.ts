import "server-only";
import type { Database } from "@/db/client";
import { announceWrites } from "./announce-writes";

/**
 * The wall clock as a reactive input. A query that shows the time (`$time`, `$date`) calls
 * `ctx.read(CLOCK_TABLE, MINUTE_KEY)`; at every minute boundary each process announces a
 * write of that key through the commit channel, so those subscriptions re-run and see the
 * new minute, in ts order like any other write. With several replicas each announces, which
 * costs an extra re-run per minute and keeps no replica dependent on another.
 */
export const CLOCK_TABLE = "system_clock";
export const MINUTE_KEY = "minute";

/** A little past the boundary so `new Date()` in the re-run is surely in the new minute. */
const BOUNDARY_SLACK_MS = 50;

export function msUntilNextMinute(now: number): number {
  return 60_000 - (now % 60_000) + BOUNDARY_SLACK_MS;
}

export function startMinuteTick(db: Database, channel: string): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      announceWrites(db, [{ table: CLOCK_TABLE, key: MINUTE_KEY }], channel)
        .catch((error: unknown) => {
          console.error(
            "[sync] minute tick failed:",
            error instanceof Error ? error.message : error,
          );
        })
        .finally(arm);
    }, msUntilNextMinute(Date.now()));
    timer.unref();
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
