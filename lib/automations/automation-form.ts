import type * as z from "zod";
import type { AutomationCreateArgs, AutomationDetail } from "@/lib/api-types";
import {
  type AutomationEvent,
  type AutomationEventInput,
  automationEventInputSchema,
  automationFieldsSchema,
} from "@/lib/schemas/automation";

export const EVENT_TYPES = [
  "variable_changed",
  "condition_true",
  "schedule",
  "interval",
  "webhook",
  "client_connected",
  "agent_online",
  "button_pressed",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LABELS: Record<EventType, string> = {
  variable_changed: "A variable changes",
  condition_true: "A condition becomes true",
  schedule: "On a schedule (cron)",
  interval: "Every few seconds",
  webhook: "A webhook is called",
  client_connected: "A device connects",
  agent_online: "The host agent comes online",
  button_pressed: "A button is pressed",
};

/** One event as the form edits it: every field as typed, checked on save. */
export type EventDraft = {
  type: EventType;
  variable: string;
  expression: string;
  cron: string;
  /** Empty: the host's timezone. */
  timezone: string;
  seconds: string;
  screenId: string;
  buttonId: string;
};

export type AutomationForm = {
  name: string;
  enabled: boolean;
  events: EventDraft[];
  conditions: string[];
  shortcutId: string;
  rateLimitSeconds: string;
};

export function emptyEvent(type: EventType = "variable_changed"): EventDraft {
  return {
    type,
    variable: "",
    expression: "",
    cron: "0 9 * * *",
    timezone: "",
    seconds: "60",
    screenId: "",
    buttonId: "",
  };
}

export function emptyAutomationForm(): AutomationForm {
  return {
    name: "",
    enabled: true,
    events: [emptyEvent()],
    conditions: [],
    shortcutId: "",
    rateLimitSeconds: "1",
  };
}

function eventToDraft(event: AutomationEvent): EventDraft {
  const draft = emptyEvent(event.type);
  switch (event.type) {
    case "variable_changed":
      return { ...draft, variable: event.variable };
    case "condition_true":
      return { ...draft, expression: event.expression };
    case "schedule":
      return { ...draft, cron: event.cron, timezone: event.timezone ?? "" };
    case "interval":
      return { ...draft, seconds: String(event.ms / 1000) };
    case "button_pressed":
      return { ...draft, buttonId: event.buttonId };
    default:
      return draft;
  }
}

export function automationToForm(row: AutomationDetail): AutomationForm {
  return {
    name: row.name,
    enabled: row.enabled,
    events: row.events.map(eventToDraft),
    conditions: row.conditions.map((c) => c.expression),
    shortcutId: row.shortcutId ?? "",
    rateLimitSeconds: String(row.rateLimitMs / 1000),
  };
}

function draftToEvent(draft: EventDraft): unknown {
  switch (draft.type) {
    case "variable_changed":
      return { type: draft.type, variable: draft.variable.trim() };
    case "condition_true":
      return { type: draft.type, expression: draft.expression.trim() };
    case "schedule":
      return {
        type: draft.type,
        cron: draft.cron.trim(),
        ...(draft.timezone ? { timezone: draft.timezone } : {}),
      };
    case "interval":
      return { type: draft.type, ms: Math.round(Number(draft.seconds) * 1000) };
    case "button_pressed":
      return { type: draft.type, buttonId: draft.buttonId };
    default:
      return { type: draft.type };
  }
}

export type FormErrors = {
  name?: string;
  events: Record<number, string>;
  conditions: Record<number, string>;
  rateLimit?: string;
  form?: string;
};

/** The create/update arguments, or the errors to show beside each field. */
export function formToArgs(
  form: AutomationForm,
): { ok: true; args: AutomationCreateArgs } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = { events: {}, conditions: {} };
  const events: AutomationEventInput[] = [];
  form.events.forEach((draft, index) => {
    const parsed = automationEventInputSchema.safeParse(draftToEvent(draft));
    if (parsed.success) events.push(parsed.data);
    else errors.events[index] = describeEventError(draft, parsed.error);
  });
  const name = automationFieldsSchema.shape.name.safeParse(form.name);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  const seconds = Number(form.rateLimitSeconds);
  if (form.rateLimitSeconds.trim() === "" || !Number.isFinite(seconds) || seconds < 0) {
    errors.rateLimit = "Use a number of seconds, 0 or more";
  } else if (seconds > 86_400) {
    errors.rateLimit = "At most a day (86400 seconds)";
  }
  form.conditions.forEach((expression, index) => {
    if (expression.trim() === "") errors.conditions[index] = "Write a condition or remove it";
  });
  if (form.events.length === 0) errors.form = "Pick at least one event";
  const failed =
    errors.name ||
    errors.rateLimit ||
    errors.form ||
    Object.keys(errors.events).length > 0 ||
    Object.keys(errors.conditions).length > 0;
  if (failed) return { ok: false, errors };
  return {
    ok: true,
    args: {
      name: form.name.trim(),
      enabled: form.enabled,
      events,
      conditions: form.conditions.map((expression) => ({ expression: expression.trim() })),
      shortcutId: form.shortcutId || null,
      rateLimitMs: Math.round(seconds * 1000),
    },
  };
}

function describeEventError(draft: EventDraft, error: z.ZodError): string {
  switch (draft.type) {
    case "variable_changed":
      return "Pick a variable";
    case "condition_true":
      return "Write the condition, e.g. viewers > 100";
    case "interval":
      return "Use 1 to 86400 seconds";
    case "button_pressed":
      return "Pick a button";
    default:
      return error.issues[0]?.message ?? "Check this event";
  }
}
