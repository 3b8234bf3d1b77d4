"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ListPath } from "@/lib/shortcuts/step-list";
import { ChoiceField } from "./field-parts";
import type { StepFormProps } from "./step-form-props";
import { StepListEditor } from "./step-list-editor";

const MATCH = [
  { value: "all", label: "All conditions hold" },
  { value: "any", label: "Any condition holds" },
] as const;

/** Conditions on variables (all or any), then the steps for each outcome. */
export function IfStepFields({
  step,
  onChange,
  problems,
  idPrefix,
  path,
}: StepFormProps<"if"> & { path: ListPath }) {
  const setCondition = (index: number, expression: string) =>
    onChange({
      ...step,
      conditions: step.conditions.map((c, i) => (i === index ? { expression } : c)),
    });
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Conditions</legend>
        {step.conditions.map((condition, index) => {
          const id = `${idPrefix}-condition-${index}`;
          const error = problems[`conditions.${index}.expression`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions are plain strings in order.
            <div key={index} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Label htmlFor={id} className="sr-only">
                  Condition {index + 1}
                </Label>
                <Input
                  id={id}
                  value={condition.expression}
                  placeholder='score > 10 or scene == "live"'
                  className="font-mono"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-note` : undefined}
                  onChange={(e) => setCondition(index, e.target.value)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove condition ${index + 1}`}
                  disabled={step.conditions.length === 1}
                  onClick={() =>
                    onChange({ ...step, conditions: step.conditions.filter((_, i) => i !== index) })
                  }
                >
                  <XIcon />
                </Button>
              </div>
              {error && (
                <p id={`${id}-note`} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap items-end gap-3">
          <Button
            variant="ghost"
            size="sm"
            disabled={step.conditions.length >= 20}
            onClick={() =>
              onChange({ ...step, conditions: [...step.conditions, { expression: "" }] })
            }
          >
            <PlusIcon />
            Add condition
          </Button>
          {step.conditions.length > 1 && (
            <div className="w-56">
              <ChoiceField
                id={`${idPrefix}-match`}
                label="Run “then” when"
                value={step.match}
                choices={MATCH}
                onChange={(match) => onChange({ ...step, match: match === "any" ? "any" : "all" })}
              />
            </div>
          )}
        </div>
      </fieldset>
      <section aria-label="Then" className="flex flex-col gap-2 border-l-2 border-primary/40 pl-3">
        <h5 className="text-sm font-semibold">Then</h5>
        <StepListEditor
          steps={step.then}
          path={[...path, "then"]}
          emptyText="Add the steps to run when the conditions hold."
        />
      </section>
      <section
        aria-label="Else"
        className="flex flex-col gap-2 border-l-2 border-muted-foreground/30 pl-3"
      >
        <h5 className="text-sm font-semibold">Else</h5>
        <StepListEditor
          steps={step.else}
          path={[...path, "else"]}
          emptyText="Optional: steps to run otherwise."
        />
      </section>
    </div>
  );
}
