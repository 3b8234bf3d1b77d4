"use client";

import { ChoiceField, NumberField } from "./field-parts";
import { useStepEditorOptions } from "./step-editor-context";
import type { StepFormProps } from "./step-form-props";

export function WaitFields({ step, onChange, problems, idPrefix }: StepFormProps<"wait">) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberField
        id={`${idPrefix}-ms`}
        label="Milliseconds"
        hint="1000 ms is one second."
        value={step.ms}
        error={problems.ms}
        onChange={(ms) => onChange({ ...step, ms })}
      />
    </div>
  );
}

export function RunShortcutFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"run_shortcut">) {
  const { shortcuts, shortcutId } = useStepEditorOptions();
  const choices = shortcuts
    .filter((s) => s.id !== shortcutId)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChoiceField
        id={`${idPrefix}-shortcut`}
        label="Shortcut"
        hint={choices.length === 0 ? "Create another shortcut first." : undefined}
        value={step.shortcutId}
        choices={choices}
        error={problems.shortcutId}
        onChange={(id) => onChange({ ...step, shortcutId: id })}
      />
    </div>
  );
}
