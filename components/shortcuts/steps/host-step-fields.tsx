"use client";

import { useEffect, useState } from "react";
import type { JsonValue } from "@/lib/schemas/common";
import { ChoiceField, NumberField, TextField } from "./field-parts";
import type { StepFormProps } from "./step-form-props";

const KEY_ACTIONS = [
  { value: "press", label: "Press and release" },
  { value: "hold", label: "Hold down" },
  { value: "release", label: "Release" },
] as const;

export function KeysFields({ step, onChange, problems, idPrefix }: StepFormProps<"keys">) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-combo`}
        label="Key combination"
        hint="Keys joined with +, e.g. ctrl+shift+m or f13."
        value={step.combo}
        mono
        error={problems.combo}
        onChange={(combo) => onChange({ ...step, combo })}
      />
      <ChoiceField
        id={`${idPrefix}-action`}
        label="Action"
        value={step.action}
        choices={KEY_ACTIONS}
        onChange={(action) => {
          const found = KEY_ACTIONS.find((a) => a.value === action);
          if (found) onChange({ ...step, action: found.value });
        }}
      />
    </div>
  );
}

export function TypeTextFields({ step, onChange, problems, idPrefix }: StepFormProps<"type_text">) {
  return (
    <TextField
      id={`${idPrefix}-text`}
      label="Text"
      hint="Templates work: GG, the score is {{score}}!"
      value={step.text}
      multiline
      error={problems.text}
      onChange={(text) => onChange({ ...step, text })}
    />
  );
}

export function OpenUrlFields({ step, onChange, problems, idPrefix }: StepFormProps<"open_url">) {
  return (
    <TextField
      id={`${idPrefix}-url`}
      label="URL"
      value={step.url}
      error={problems.url}
      onChange={(url) => onChange({ ...step, url })}
    />
  );
}

export function LaunchAppFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"launch_app">) {
  const argsText = step.args.join("\n");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-app`}
        label="Application"
        hint="A name on the PATH or a full path."
        value={step.app}
        mono
        error={problems.app}
        onChange={(app) => onChange({ ...step, app })}
      />
      <TextField
        id={`${idPrefix}-args`}
        label="Arguments"
        hint="One per line."
        value={argsText}
        multiline
        mono
        error={problems.args}
        onChange={(text) => onChange({ ...step, args: text === "" ? [] : text.split("\n") })}
      />
    </div>
  );
}

export function RunCommandFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"run_command">) {
  return (
    <div className="grid gap-3">
      <TextField
        id={`${idPrefix}-command`}
        label="Command"
        hint="Runs only on agents where you switched commands on."
        value={step.command}
        multiline
        mono
        error={problems.command}
        onChange={(command) => onChange({ ...step, command })}
      />
      <div className="sm:w-1/2">
        <NumberField
          id={`${idPrefix}-timeout`}
          label="Timeout (ms)"
          value={step.timeoutMs}
          error={problems.timeoutMs}
          onChange={(timeoutMs) => onChange({ ...step, timeoutMs })}
        />
      </div>
    </div>
  );
}

function parseJsonObject(
  text: string,
): { ok: true; value: Record<string, JsonValue> } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, JsonValue> };
    }
  } catch {
    // Falls through to the message below.
  }
  return { ok: false };
}

export function ObsRequestFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"obs_request">) {
  const [text, setText] = useState(() => JSON.stringify(step.requestData, null, 2));
  const [jsonError, setJsonError] = useState<string | undefined>();
  useEffect(() => {
    setText((current) => {
      const parsed = parseJsonObject(current);
      return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(step.requestData)
        ? current
        : JSON.stringify(step.requestData, null, 2);
    });
  }, [step.requestData]);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-request`}
        label="Request type"
        hint="For example SetCurrentProgramScene."
        value={step.requestType}
        mono
        error={problems.requestType}
        onChange={(requestType) => onChange({ ...step, requestType })}
      />
      <TextField
        id={`${idPrefix}-data`}
        label="Request data (JSON object)"
        hint='For example {"sceneName": "Live"}'
        value={text}
        multiline
        mono
        error={jsonError ?? problems.requestData}
        onChange={(next) => {
          setText(next);
          const parsed = parseJsonObject(next);
          setJsonError(parsed.ok ? undefined : 'Write a JSON object, like {"sceneName": "Live"}');
          // Text that is not an object is kept as typed: the schema then refuses it, which
          // holds autosave back instead of silently saving the previous data.
          onChange({
            ...step,
            requestData: parsed.ok ? parsed.value : (next as unknown as Record<string, JsonValue>),
          });
        }}
      />
    </div>
  );
}
