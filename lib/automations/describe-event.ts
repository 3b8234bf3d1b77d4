import type { AutomationEvent } from "@/lib/schemas/automation";

/** A short sentence for an event in the automations list. */
export function describeEvent(event: AutomationEvent, hostTimezone: string): string {
  switch (event.type) {
    case "variable_changed":
      return `When ${event.variable} changes`;
    case "condition_true":
      return `When ${event.expression} becomes true`;
    case "schedule":
      return `At cron ${event.cron} (${event.timezone ?? hostTimezone})`;
    case "interval":
      return `Every ${formatSeconds(event.ms)}`;
    case "webhook":
      return "When its webhook is called";
    case "client_connected":
      return "When a device connects";
    case "agent_online":
      return "When the host agent comes online";
    case "button_pressed":
      return "When a button is pressed";
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** The URL a service calls (POST, with the secret as a query parameter). */
export function buildWebhookUrl(origin: string, automationId: string, secret: string): string {
  return `${origin}/api/hooks/${automationId}?secret=${encodeURIComponent(secret)}`;
}
