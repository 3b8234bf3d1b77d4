"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  EVENT_LABELS,
  EVENT_TYPES,
  type EventDraft,
  type EventType,
  emptyEvent,
} from "@/lib/automations/automation-form";
import { listTimezones } from "@/lib/settings/list-timezones";
import { EventFields } from "./event-fields";

/** "When any of these happen": a list of events, each a type and its fields. */
export function EventListEditor({
  events,
  errors,
  variableKeys,
  hostTimezone,
  onChange,
}: {
  events: EventDraft[];
  errors: Record<number, string>;
  variableKeys: readonly string[];
  hostTimezone: string;
  onChange: (events: EventDraft[]) => void;
}) {
  const timezones = useMemo(listTimezones, []);
  const update = (index: number, patch: Partial<EventDraft>) =>
    onChange(events.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">When any of these happen</legend>
      {events.map((draft, index) => {
        const id = `automation-event-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id; order is their identity.
          <div key={index} className="flex flex-col gap-2 rounded-lg border p-3">
            <div className="flex items-center gap-2">
              <Select
                value={draft.type}
                onValueChange={(type) => update(index, { ...emptyEvent(type as EventType) })}
              >
                <SelectTrigger className="w-full" aria-label={`Event ${index + 1}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EVENT_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {EVENT_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove event ${index + 1}`}
                disabled={events.length === 1}
                onClick={() => onChange(events.filter((_, i) => i !== index))}
              >
                <XIcon />
              </Button>
            </div>
            <EventFields
              id={id}
              draft={draft}
              variableKeys={variableKeys}
              timezones={timezones}
              hostTimezone={hostTimezone}
              onChange={(patch) => update(index, patch)}
            />
            {errors[index] && (
              <p role="alert" className="text-sm text-destructive">
                {errors[index]}
              </p>
            )}
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={events.length >= 20}
        onClick={() => onChange([...events, emptyEvent()])}
      >
        <PlusIcon />
        Add an event
      </Button>
    </fieldset>
  );
}
