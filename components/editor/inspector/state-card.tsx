"use client";

import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { VariableListItem } from "@/lib/api-types";
import { checkExpression } from "@/lib/expressions";
import type { ButtonStates } from "@/lib/schemas/button";
import { ColorField, TextField } from "./fields";
import { LabelTemplateField } from "./label-template-field";

type State = ButtonStates["list"][number];

function checkJson(text: string): string | null {
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return 'Write a JSON value: 1, true, "on"';
  }
}

/** One state: its rule (value or expression) and the style it puts on top. */
export function StateCard({
  index,
  count,
  state,
  mode,
  variables,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  state: State;
  mode: ButtonStates["mode"];
  variables: readonly VariableListItem[];
  onChange: (state: State) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `state-${index}`;
  const name = state.name || `State ${index + 1}`;
  const knownKeys = variables.map((v) => v.key);
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3" aria-label={name}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">{name}</span>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            <Trash2Icon />
          </Button>
        </div>
      </div>
      <TextField
        id={`${id}-name`}
        label="Name"
        value={state.name ?? ""}
        maxLength={60}
        onCommit={(value) => onChange({ ...state, name: value || undefined })}
      />
      {mode === "variable" && (
        <TextField
          id={`${id}-equals`}
          label="When the variable equals"
          value={state.equals === undefined ? "" : JSON.stringify(state.equals)}
          check={checkJson}
          hint='A JSON value, e.g. true, 3 or "live"'
          onCommit={(value) =>
            onChange({ ...state, equals: value.trim() === "" ? undefined : JSON.parse(value) })
          }
        />
      )}
      {mode === "expression" && (
        <TextField
          id={`${id}-when`}
          label="When this holds"
          value={state.when ?? ""}
          placeholder="score >= 10"
          check={(value) => {
            if (value.trim() === "") return "Write a condition, e.g. score >= 10";
            const result = checkExpression(value, knownKeys);
            return result.ok ? null : result.message;
          }}
          onCommit={(when) => onChange({ ...state, when })}
        />
      )}
      <LabelTemplateField
        id={`${id}-label`}
        label="Label in this state"
        value={state.style.label ?? ""}
        variables={variables}
        onCommit={(label) =>
          onChange({ ...state, style: { ...state.style, label: label || undefined } })
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <ColorField
          id={`${id}-background`}
          label="Background"
          value={state.style.backgroundColor}
          fallback="#2a2d4a"
          onCommit={(backgroundColor) =>
            onChange({ ...state, style: { ...state.style, backgroundColor } })
          }
        />
        <ColorField
          id={`${id}-text`}
          label="Text colour"
          value={state.style.textColor}
          fallback="#ffffff"
          onCommit={(textColor) => onChange({ ...state, style: { ...state.style, textColor } })}
        />
      </div>
    </li>
  );
}
