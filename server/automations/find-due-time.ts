import { Cron } from "croner";

/** Occurrences checked per tick at most: a long pause fires once, for the latest one. */
const MAX_MISSED = 10_000;

/**
 * The latest occurrence of a 5-field cron, read in `timezone`, within (from, to], or null.
 * A server that slept through several occurrences fires once, for the latest.
 */
export function findScheduleDue(cron: string, timezone: string, from: number, to: number) {
  const job = new Cron(cron, { timezone, paused: true });
  let due: number | null = null;
  let next = job.nextRun(new Date(from));
  for (let i = 0; next && next.getTime() <= to && i < MAX_MISSED; i++) {
    due = next.getTime();
    next = job.nextRun(next);
  }
  job.stop();
  return due;
}

/** The latest multiple of `ms` since the epoch within (from, to], or null: every process agrees. */
export function findIntervalDue(ms: number, from: number, to: number): number | null {
  const due = Math.floor(to / ms) * ms;
  return due > from ? due : null;
}
