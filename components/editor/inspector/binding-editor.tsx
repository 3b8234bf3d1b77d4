"use client";

import { FormField } from "@/components/app/form-field";
import type { ShortcutDetail } from "@/lib/api-types";
import type { Binding } from "@/lib/schemas/button";
import { SelectField } from "./fields";
import { ShortcutPicker } from "./shortcut-picker";
import { StepsField } from "./steps-field";

type Mode = "none" | "shortcut" | "steps";

function readMode(binding: Binding | undefined): Mode {
  if (!binding) return "none";
  return "shortcutId" in binding ? "shortcut" : "steps";
}

/** What one event does: nothing, a shortcut, or inline steps. */
export function BindingEditor({
  id,
  title,
  binding,
  shortcuts,
  onChange,
}: {
  id: string;
  title: string;
  binding: Binding | undefined;
  /** Null on a local screen, where shortcuts do not exist. */
  shortcuts: readonly ShortcutDetail[] | null;
  onChange: (binding: Binding | undefined) => void;
}) {
  const mode = readMode(binding);
  const options: { value: Mode; label: string }[] = [
    { value: "none", label: "Nothing" },
    ...(shortcuts ? [{ value: "shortcut" as const, label: "Run a shortcut" }] : []),
    { value: "steps", label: "Run steps" },
  ];
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <SelectField
        id={`${id}-mode`}
        label={title}
        value={mode}
        options={options}
        onChange={(next) => {
          if (next === mode) return;
          if (next === "none") onChange(undefined);
          else if (next === "steps") onChange({ steps: [] });
          else if (shortcuts?.[0]) onChange({ shortcutId: shortcuts[0].id });
          else onChange(undefined);
        }}
        hint={
          !shortcuts
            ? "Shortcuts belong to a saved screen; sign in to bind one."
            : mode === "none" && shortcuts.length === 0
              ? "Create a shortcut first, or run steps inline."
              : undefined
        }
      />
      {mode === "shortcut" && shortcuts && binding && "shortcutId" in binding && (
        <FormField id={`${id}-shortcut`} label="Shortcut">
          <ShortcutPicker
            id={`${id}-shortcut`}
            value={binding.shortcutId}
            shortcuts={shortcuts}
            onChange={(shortcutId) => onChange({ shortcutId })}
          />
        </FormField>
      )}
      {mode === "steps" && binding && "steps" in binding && (
        <StepsField
          id={`${id}-steps`}
          steps={binding.steps}
          onCommit={(steps) => onChange({ steps })}
        />
      )}
    </div>
  );
}
