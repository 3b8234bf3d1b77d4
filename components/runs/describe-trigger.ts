import type { RunTrigger } from "@/lib/runs/run-types";

/** How a run started, as the host reads it in a list. */
export function describeTrigger(trigger: RunTrigger): string {
  switch (trigger.kind) {
    case "button":
      return "Button press";
    case "automation":
      return "Automation";
    case "webhook":
      return "Webhook";
    case "host":
      return "Run now";
  }
}
