"use client";

import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { EventDraft } from "@/lib/automations/automation-form";
import { ButtonPicker } from "./button-picker";

const HOST_ZONE = "host";

/** The fields one event type needs (none for webhook, client and agent events). */
export function EventFields({
  id,
  draft,
  variableKeys,
  timezones,
  hostTimezone,
  onChange,
}: {
  id: string;
  draft: EventDraft;
  variableKeys: readonly string[];
  timezones: readonly string[];
  hostTimezone: string;
  onChange: (patch: Partial<EventDraft>) => void;
}) {
  switch (draft.type) {
    case "variable_changed":
      return (
        <Select value={draft.variable} onValueChange={(variable) => onChange({ variable })}>
          <SelectTrigger id={id} className="w-full" aria-label="Variable">
            <SelectValue
              placeholder={variableKeys.length === 0 ? "Create a variable first" : "Variable"}
            />
          </SelectTrigger>
          <SelectContent>
            {variableKeys.map((key) => (
              <SelectItem key={key} value={key} className="font-mono">
                {key}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case "condition_true":
      return (
        <Input
          id={id}
          aria-label="Condition"
          className="font-mono"
          placeholder="viewers > 100"
          value={draft.expression}
          onChange={(event) => onChange({ expression: event.target.value })}
        />
      );
    case "schedule":
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <Input
            id={id}
            aria-label="Cron"
            className="font-mono"
            placeholder="0 9 * * 1-5"
            value={draft.cron}
            onChange={(event) => onChange({ cron: event.target.value })}
          />
          <Select
            value={draft.timezone || HOST_ZONE}
            onValueChange={(zone) => onChange({ timezone: zone === HOST_ZONE ? "" : zone })}
          >
            <SelectTrigger className="w-full" aria-label="Schedule timezone">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={HOST_ZONE}>My timezone ({hostTimezone})</SelectItem>
              {timezones.map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      );
    case "interval":
      return (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            aria-label="Seconds between firings"
            inputMode="decimal"
            className="w-28"
            value={draft.seconds}
            onChange={(event) => onChange({ seconds: event.target.value })}
          />
          <span className="text-sm text-muted-foreground">seconds</span>
        </div>
      );
    case "button_pressed":
      return (
        <ButtonPicker
          id={id}
          screenId={draft.screenId}
          buttonId={draft.buttonId}
          onChange={(next) => onChange(next)}
        />
      );
    case "webhook":
      return (
        <p className="text-sm text-muted-foreground">
          The URL to call appears in the list once saved.
        </p>
      );
    default:
      return null;
  }
}
