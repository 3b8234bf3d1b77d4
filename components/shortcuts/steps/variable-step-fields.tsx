"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import type { JsonValue } from "@/lib/schemas/common";
import type { VariableType } from "@/lib/schemas/variable";
import { formatVariableValue, parseVariableInput } from "@/lib/variables/variable-value";
import { ChoiceField, NumberField, TextField } from "./field-parts";
import { useStepEditorOptions } from "./step-editor-context";
import type { StepFormProps } from "./step-form-props";
import { writableVariableChoices } from "./variable-choices";

function NoVariablesHint() {
  return (
    <p className="text-sm text-muted-foreground">
      You have no variables yet.{" "}
      <Link href="/host/variables" className="text-primary underline underline-offset-4">
        Create one on the Variables page
      </Link>
      .
    </p>
  );
}

function valueText(type: VariableType, value: JsonValue): string {
  return typeof value === "string" ? value : formatVariableValue(type, value);
}

export function SetVariableFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"set_variable">) {
  const { variables } = useStepEditorOptions();
  const target = variables.find((v) => v.key === step.variable);
  const type = target?.type ?? "string";
  const [text, setText] = useState(() => valueText(type, step.value));
  // Cards are keyed by position: after a reorder the value belongs to another step.
  useEffect(() => {
    setText((current) => {
      const parsed = parseVariableInput(type, current);
      const same = parsed.ok
        ? JSON.stringify(parsed.value) === JSON.stringify(step.value)
        : current === step.value;
      return same ? current : valueText(type, step.value);
    });
  }, [type, step.value]);
  const choices = writableVariableChoices(variables);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChoiceField
        id={`${idPrefix}-variable`}
        label="Variable"
        value={step.variable}
        choices={choices}
        error={problems.variable}
        onChange={(variable) => {
          const nextType = variables.find((v) => v.key === variable)?.type ?? "string";
          const parsed = parseVariableInput(nextType, text);
          onChange({ ...step, variable, value: parsed.ok ? parsed.value : text });
        }}
      />
      <TextField
        id={`${idPrefix}-value`}
        label="New value"
        hint={`A ${type}${type === "json" ? " document" : ""}.`}
        value={text}
        error={problems.value}
        mono={type === "json"}
        onChange={(next) => {
          setText(next);
          const parsed = parseVariableInput(type, next);
          // An unparsable value is kept as typed so the type check can name the problem.
          onChange({ ...step, value: parsed.ok ? parsed.value : next });
        }}
      />
      {choices.length === 0 && <NoVariablesHint />}
    </div>
  );
}

export function IncrementVariableFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"increment_variable">) {
  const { variables } = useStepEditorOptions();
  const choices = writableVariableChoices(variables, "number");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChoiceField
        id={`${idPrefix}-variable`}
        label="Number variable"
        value={step.variable}
        choices={choices}
        error={problems.variable}
        onChange={(variable) => onChange({ ...step, variable })}
      />
      <NumberField
        id={`${idPrefix}-by`}
        label="Add"
        hint="Use a negative number to count down."
        value={step.by}
        error={problems.by}
        onChange={(by) => onChange({ ...step, by })}
      />
      {choices.length === 0 && <NoVariablesHint />}
    </div>
  );
}

export function ToggleVariableFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"toggle_variable">) {
  const { variables } = useStepEditorOptions();
  const choices = writableVariableChoices(variables, "boolean");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChoiceField
        id={`${idPrefix}-variable`}
        label="Boolean variable"
        value={step.variable}
        choices={choices}
        error={problems.variable}
        onChange={(variable) => onChange({ ...step, variable })}
      />
      {choices.length === 0 && <NoVariablesHint />}
    </div>
  );
}
