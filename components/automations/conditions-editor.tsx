"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** "Only if all of these hold": expressions on variables, e.g. `live` or `viewers > 10`. */
export function ConditionsEditor({
  conditions,
  errors,
  onChange,
}: {
  conditions: string[];
  errors: Record<number, string>;
  onChange: (conditions: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">Only if all of these hold</legend>
      {conditions.length === 0 && (
        <p className="text-sm text-muted-foreground">No conditions: it fires on every event.</p>
      )}
      {conditions.map((expression, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; order is their identity.
        <div key={index} className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <Input
              aria-label={`Condition ${index + 1}`}
              className="font-mono"
              placeholder='scene == "live"'
              value={expression}
              onChange={(event) =>
                onChange(conditions.map((c, i) => (i === index ? event.target.value : c)))
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove condition ${index + 1}`}
              onClick={() => onChange(conditions.filter((_, i) => i !== index))}
            >
              <XIcon />
            </Button>
          </div>
          {errors[index] && (
            <p role="alert" className="text-sm text-destructive">
              {errors[index]}
            </p>
          )}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={conditions.length >= 20}
        onClick={() => onChange([...conditions, ""])}
      >
        <PlusIcon />
        Add a condition
      </Button>
    </fieldset>
  );
}
