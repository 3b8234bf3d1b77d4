import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";

/** Shapes of runs, host-agent jobs and client events, shared by the server and the browser. */
export type RunTrigger = {
  kind: "button" | "automation" | "host" | "webhook";
  /** Who caused it: a user id (button, host) or an automation's name. */
  by?: string;
  automationId?: string;
  buttonId?: string;
};

export type RunStatus = "queued" | "running" | "succeeded" | "failed" | "canceled";

export type RunStepStatus = "pending" | "running" | "succeeded" | "failed" | "skipped" | "canceled";

export type RunStepLog = {
  index: number;
  type: Step["type"];
  label: string;
  status: RunStepStatus;
  error?: string;
  result?: JsonValue;
  /** Epoch ms. */
  startedAt?: number;
  finishedAt?: number;
};

/** `runs:get` (times as epoch ms). */
export type RunDetail = {
  id: string;
  shortcutId: string | null;
  shortcutName: string;
  status: RunStatus;
  trigger: RunTrigger;
  steps: RunStepLog[];
  error: string | null;
  startedAt: number | null;
  finishedAt: number | null;
  createdAt: number;
};

/** `runs:recent`: the same without step results (they can be large). */
export type RunSummary = RunDetail;

export type ClientEventKind = "notify" | "switch_screen";
export type NotifyLevel = "success" | "info" | "warning" | "error";

/** `runs:clientEvents`: what a running shortcut tells the host's clients. */
export type ClientEvent = {
  id: string;
  kind: ClientEventKind;
  message?: string;
  level?: NotifyLevel;
  screenId?: string;
  createdAt: number;
};

export type AgentJobStatus = "queued" | "claimed" | "done" | "failed";

/** `agent:jobs` / `agent:claim`: a host-side step for the host agent. */
export type AgentJob = {
  id: string;
  runId: string;
  stepIndex: number;
  step: Step;
  status: AgentJobStatus;
  claimedBy: string | null;
  createdAt: number;
};
