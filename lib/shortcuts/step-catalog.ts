import type { Step, StepType } from "@/lib/schemas/steps";
import { HOST_STEP_TYPES } from "@/lib/schemas/steps";

export type StepGroup = "Variables" | "Flow" | "Clients" | "Web" | "Host computer";

type CatalogEntry = {
  label: string;
  group: StepGroup;
  description: string;
  /** A new step of this kind, valid once the user fills the required fields. */
  create: () => Step;
};

/** Every step kind of lib/schemas/steps with what the builder shows for it. */
export const STEP_CATALOG: Record<StepType, CatalogEntry> = {
  set_variable: {
    label: "Set variable",
    group: "Variables",
    description: "Give a variable a new value.",
    create: () => ({ type: "set_variable", variable: "", value: "" }),
  },
  increment_variable: {
    label: "Increment variable",
    group: "Variables",
    description: "Add to a number variable (a negative amount counts down).",
    create: () => ({ type: "increment_variable", variable: "", by: 1 }),
  },
  toggle_variable: {
    label: "Toggle variable",
    group: "Variables",
    description: "Flip a boolean variable between on and off.",
    create: () => ({ type: "toggle_variable", variable: "" }),
  },
  if: {
    label: "If / else",
    group: "Flow",
    description: "Run some steps only when conditions on your variables hold.",
    create: () => ({
      type: "if",
      conditions: [{ expression: "" }],
      match: "all",
      // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
      then: [],
      else: [],
    }),
  },
  wait: {
    label: "Wait",
    group: "Flow",
    description: "Pause before the next step.",
    create: () => ({ type: "wait", ms: 500 }),
  },
  run_shortcut: {
    label: "Run shortcut",
    group: "Flow",
    description: "Run another of your shortcuts.",
    create: () => ({ type: "run_shortcut", shortcutId: "" }),
  },
  switch_screen: {
    label: "Switch screen",
    group: "Clients",
    description: "Send connected clients to another screen.",
    create: () => ({ type: "switch_screen", screenId: "" }),
  },
  notify: {
    label: "Notify",
    group: "Clients",
    description: "Show a toast on connected clients.",
    create: () => ({ type: "notify", message: "", level: "info" }),
  },
  set_button_state: {
    label: "Set button state",
    group: "Clients",
    description: "Show one of a button's states.",
    create: () => ({ type: "set_button_state", buttonId: "", state: 0 }),
  },
  http_request: {
    label: "HTTP request",
    group: "Web",
    description: "Call a URL from the server; the response can go into a variable.",
    create: () => ({
      type: "http_request",
      method: "GET",
      url: "",
      headers: {},
      timeoutMs: 10_000,
    }),
  },
  keys: {
    label: "Press keys",
    group: "Host computer",
    description: "Press, hold or release a key combination.",
    create: () => ({ type: "keys", combo: "", action: "press" }),
  },
  type_text: {
    label: "Type text",
    group: "Host computer",
    description: "Type text as if on the keyboard.",
    create: () => ({ type: "type_text", text: "" }),
  },
  open_url: {
    label: "Open URL",
    group: "Host computer",
    description: "Open a web page in the default browser.",
    create: () => ({ type: "open_url", url: "" }),
  },
  launch_app: {
    label: "Launch app",
    group: "Host computer",
    description: "Start an application.",
    create: () => ({ type: "launch_app", app: "", args: [] }),
  },
  run_command: {
    label: "Run command",
    group: "Host computer",
    description: "Run a shell command (only where the agent allows commands).",
    create: () => ({ type: "run_command", command: "", timeoutMs: 30_000 }),
  },
  obs_request: {
    label: "OBS request",
    group: "Host computer",
    description: "Send a request to OBS Studio over OBS WebSocket v5.",
    create: () => ({ type: "obs_request", requestType: "", requestData: {} }),
  },
};

export const STEP_GROUPS: readonly StepGroup[] = [
  "Variables",
  "Flow",
  "Clients",
  "Web",
  "Host computer",
];

export function stepTypesInGroup(group: StepGroup): StepType[] {
  return (Object.keys(STEP_CATALOG) as StepType[]).filter((t) => STEP_CATALOG[t].group === group);
}

export function isHostStep(step: Pick<Step, "type">): boolean {
  return HOST_STEP_TYPES.has(step.type);
}

/** A one-line summary for a step's header, e.g. "score + 1" or "POST https://…". */
export function summarizeStep(step: Step, names: { shortcut?: (id: string) => string }): string {
  switch (step.type) {
    case "set_variable":
      return step.variable ? `${step.variable} = ${JSON.stringify(step.value)}` : "";
    case "increment_variable":
      return step.variable
        ? `${step.variable} ${step.by < 0 ? "−" : "+"} ${Math.abs(step.by)}`
        : "";
    case "toggle_variable":
      return step.variable;
    case "if":
      return step.conditions.map((c) => c.expression).join(step.match === "all" ? " and " : " or ");
    case "wait":
      return `${step.ms} ms`;
    case "run_shortcut":
      return step.shortcutId ? (names.shortcut?.(step.shortcutId) ?? "") : "";
    case "notify":
      return step.message;
    case "http_request":
      return step.url ? `${step.method} ${step.url}` : "";
    case "keys":
      return step.combo;
    case "type_text":
      return step.text;
    case "open_url":
      return step.url;
    case "launch_app":
      return step.app;
    case "run_command":
      return step.command;
    case "obs_request":
      return step.requestType;
    case "set_button_state":
      return `state ${step.state + 1}`;
    case "switch_screen":
      return "";
  }
}
