"use client";

import { useState } from "react";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { ChoiceField, NumberField, TextField } from "./field-parts";
import { useStepEditorOptions } from "./step-editor-context";
import type { StepFormProps } from "./step-form-props";

const LEVELS = [
  { value: "info", label: "Info" },
  { value: "success", label: "Success" },
  { value: "warning", label: "Warning" },
  { value: "error", label: "Error" },
] as const;

export function SwitchScreenFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"switch_screen">) {
  const { screens } = useStepEditorOptions();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChoiceField
        id={`${idPrefix}-screen`}
        label="Screen"
        value={step.screenId}
        choices={screens.map((s) => ({ value: s.id, label: s.name }))}
        error={problems.screenId}
        onChange={(screenId) => onChange({ ...step, screenId })}
      />
    </div>
  );
}

export function NotifyFields({ step, onChange, problems, idPrefix }: StepFormProps<"notify">) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
      <TextField
        id={`${idPrefix}-message`}
        label="Message"
        hint="Templates work: Score is {{score}}."
        value={step.message}
        error={problems.message}
        onChange={(message) => onChange({ ...step, message })}
      />
      <ChoiceField
        id={`${idPrefix}-level`}
        label="Kind"
        value={step.level}
        choices={LEVELS}
        onChange={(level) => {
          const found = LEVELS.find((l) => l.value === level);
          if (found) onChange({ ...step, level: found.value });
        }}
      />
    </div>
  );
}

function describeButton(b: { x: number; y: number; style: { label?: string } }): string {
  const where = `column ${b.x + 1}, row ${b.y + 1}`;
  return b.style.label ? `${b.style.label} (${where})` : `Button at ${where}`;
}

type ButtonChoiceProps = {
  id: string;
  screenId: string;
  value: string;
  error?: string;
  onChange: (buttonId: string) => void;
};

/** The buttons of one screen; mounted only once a screen is picked. */
function ScreenButtonField({ id, screenId, value, error, onChange }: ButtonChoiceProps) {
  const { data } = useSyncQuery(api.screens.get, { screenId });
  const buttons = data?.buttons ?? [];
  return (
    <ChoiceField
      id={id}
      label="Button"
      value={buttons.some((b) => b.id === value) ? value : ""}
      choices={buttons.map((b) => ({ value: b.id, label: describeButton(b) }))}
      error={error}
      placeholder={data ? "Choose…" : "Loading buttons…"}
      onChange={onChange}
    />
  );
}

export function SetButtonStateFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"set_button_state">) {
  const { screens } = useStepEditorOptions();
  const [screenId, setScreenId] = useState("");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <ChoiceField
        id={`${idPrefix}-screen`}
        label="On screen"
        hint={
          step.buttonId && !screenId
            ? "A button is chosen; pick its screen to change it."
            : undefined
        }
        value={screenId}
        choices={screens.map((s) => ({ value: s.id, label: s.name }))}
        error={screenId ? undefined : problems.buttonId}
        onChange={setScreenId}
      />
      {screenId ? (
        <ScreenButtonField
          id={`${idPrefix}-button`}
          screenId={screenId}
          value={step.buttonId}
          error={problems.buttonId}
          onChange={(buttonId) => onChange({ ...step, buttonId })}
        />
      ) : (
        <div />
      )}
      <NumberField
        id={`${idPrefix}-state`}
        label="State number"
        hint="The first state is 0."
        value={step.state}
        error={problems.state}
        onChange={(state) => onChange({ ...step, state })}
      />
    </div>
  );
}
