import "server-only";
import type { Database } from "@/db/client";
import type { JsonValue } from "@/lib/schemas/common";

/** Limits a runner works within; tests shorten the waits. */
export type RunnerLimits = {
  /** run_shortcut nesting past this fails the step. */
  maxDepth: number;
  /** Response bytes kept from an HTTP step (the rest is cut off). */
  httpMaxBodyBytes: number;
  /** How long a host-side step may wait for the agent beyond its own timeout. */
  agentTimeoutMs: number;
  /** How often a waiting host-side step looks at its job. */
  agentPollMs: number;
};

export const DEFAULT_RUNNER_LIMITS: RunnerLimits = {
  maxDepth: 8,
  httpMaxBodyBytes: 64 * 1024,
  agentTimeoutMs: 60_000,
  agentPollMs: 100,
};

/** What every step of one run shares. */
export type RunContext = {
  db: Database;
  /** The sync commit channel; every write is announced on it so subscribers update. */
  channel: string;
  runId: string;
  hostId: string;
  input: Record<string, JsonValue>;
  signal: AbortSignal;
  limits: RunnerLimits;
};

/** A step failure whose message is shown to the host as is. */
export class StepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StepError";
  }
}

export class RunCanceled extends Error {
  constructor() {
    super("Canceled");
    this.name = "RunCanceled";
  }
}

export function throwIfCanceled(signal: AbortSignal): void {
  if (signal.aborted) throw new RunCanceled();
}
