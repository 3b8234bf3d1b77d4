"use client";

import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { VariableListItem } from "@/lib/api-types";
import { cn } from "@/lib/utils";
import { formatVariableValue, parseVariableInput } from "@/lib/variables/variable-value";
import { useSetVariable } from "./use-set-variable";

/**
 * Edits a value-kind variable where it is listed. Enter or leaving the field saves,
 * Escape puts the live value back. The typed value stays while the save is in flight and
 * is rolled back only if the server refuses it.
 */
export function InlineValueEditor({ variable }: { variable: VariableListItem }) {
  const setVariable = useSetVariable();
  const label = `Value of ${variable.key}`;

  if (variable.type === "boolean") {
    return <BooleanEditor variable={variable} label={label} setVariable={setVariable} />;
  }
  return <TextValueEditor variable={variable} label={label} setVariable={setVariable} />;
}

type EditorProps = {
  variable: VariableListItem;
  label: string;
  setVariable: ReturnType<typeof useSetVariable>;
};

function BooleanEditor({ variable, label, setVariable }: EditorProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? variable.value === true;
  return (
    <div className="flex items-center gap-2">
      <Switch
        aria-label={label}
        checked={checked}
        onCheckedChange={async (next) => {
          setPending(next);
          await setVariable(variable.key, next);
          setPending(null);
        }}
      />
      <span className="font-mono text-sm text-muted-foreground">{String(checked)}</span>
    </div>
  );
}

function TextValueEditor({ variable, label, setVariable }: EditorProps) {
  const live = formatVariableValue(variable.type, variable.value);
  const [draft, setDraft] = useState(live);
  const [error, setError] = useState<string | null>(null);
  const focused = useRef(false);
  const saving = useRef(false);
  // Escape blurs the field; the blur must not save the text being thrown away.
  const cancelling = useRef(false);

  // A live change from elsewhere shows unless the user is in the middle of typing.
  useEffect(() => {
    if (!focused.current && !saving.current) {
      setDraft(live);
      setError(null);
    }
  }, [live]);

  async function save(text: string) {
    if (text === live) {
      setError(null);
      return;
    }
    const parsed = parseVariableInput(variable.type, text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    saving.current = true;
    const saved = await setVariable(variable.key, parsed.value);
    saving.current = false;
    if (!saved) setDraft(live);
  }

  function cancel(target: HTMLElement) {
    cancelling.current = true;
    setDraft(live);
    setError(null);
    target.blur();
    cancelling.current = false;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel(event.currentTarget);
    } else if (event.key === "Enter" && !event.shiftKey) {
      // JSON takes new lines with Shift+Enter; Enter saves everywhere (through the blur).
      event.preventDefault();
      event.currentTarget.blur();
    }
  }

  const errorId = `${variable.id}-value-error`;
  const common = {
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    value: draft,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      if (!cancelling.current) void save(draft);
    },
    onKeyDown,
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      {variable.type === "json" ? (
        <Textarea
          {...common}
          rows={Math.min(6, Math.max(2, draft.split("\n").length))}
          className="min-h-0 font-mono text-xs"
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : variable.type === "color" ? (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`Pick a colour for ${variable.key}`}
            value={toPickerColor(draft)}
            className="size-9 shrink-0 cursor-pointer rounded-md border bg-transparent p-0.5"
            onChange={(event) => {
              setDraft(event.target.value);
              void save(event.target.value);
            }}
          />
          <Input
            {...common}
            className="w-28 font-mono"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
      ) : (
        <Input
          {...common}
          inputMode={variable.type === "number" ? "decimal" : undefined}
          className={cn(variable.type === "number" && "w-32 font-mono tabular-nums")}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** `<input type=color>` only takes #rrggbb; short and alpha forms are shown by the text field. */
function toPickerColor(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const long = /^#[0-9a-f]{6}/i.exec(value);
  return long ? long[0] : "#000000";
}
