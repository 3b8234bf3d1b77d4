import type { Step } from "@/lib/schemas/steps";

function cut(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A short human label for a step, used in the run log and in failure messages. */
export function describeStep(step: Step): string {
  switch (step.type) {
    case "set_variable":
      return `Set ${step.variable}`;
    case "increment_variable":
      return `Increment ${step.variable}`;
    case "toggle_variable":
      return `Toggle ${step.variable}`;
    case "http_request":
      return `${step.method} ${cut(step.url)}`;
    case "wait":
      return `Wait ${step.ms} ms`;
    case "if":
      return "If";
    case "run_shortcut":
      return "Run shortcut";
    case "switch_screen":
      return "Switch screen";
    case "notify":
      return "Notify";
    case "set_button_state":
      return "Set button state";
    case "keys":
      return `Keys ${cut(step.combo)}`;
    case "type_text":
      return "Type text";
    case "open_url":
      return `Open ${cut(step.url)}`;
    case "launch_app":
      return `Launch ${cut(step.app)}`;
    case "run_command":
      return "Run command";
    case "obs_request":
      return `OBS ${step.requestType}`;
  }
}

/** "Step 2 (Wait 500 ms) failed: …" — `index` is zero-based. */
export function describeFailure(index: number, step: Step, reason: string): string {
  return `Step ${index + 1} (${describeStep(step)}) failed: ${reason}`;
}
