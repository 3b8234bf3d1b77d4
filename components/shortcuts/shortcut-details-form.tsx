"use client";

import { useId } from "react";
import { BUTTON_ICONS, getButtonIcon } from "@/components/screen/button-icons";
import { shortcutFieldsSchema } from "@/lib/schemas/shortcut";
import { type OptionCard, OptionCards } from "./option-cards";
import { ChoiceField, TextField } from "./steps/field-parts";
import type { ShortcutDraft } from "./use-shortcut-autosave";

const MODES: readonly OptionCard<ShortcutDraft["mode"]>[] = [
  {
    value: "sequential",
    label: "One after another",
    sentence: "Each step starts when the one before it has finished.",
  },
  {
    value: "concurrent",
    label: "All at once",
    sentence: "Every step starts together; the run ends when the last one finishes.",
  },
];

const WHEN_BUSY: readonly OptionCard<ShortcutDraft["whenBusy"]>[] = [
  {
    value: "queue",
    label: "Queue",
    sentence: "A press while it runs waits its turn and runs afterwards.",
  },
  { value: "drop", label: "Ignore", sentence: "A press while it runs is ignored." },
  {
    value: "restart",
    label: "Restart",
    sentence: "A press while it runs stops the current run and starts over.",
  },
];

function iconLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1).replaceAll("-", " ");
}

/** Name, description, icon, mode and what a press does while the shortcut is running. */
export function ShortcutDetailsForm({
  draft,
  onChange,
}: {
  draft: ShortcutDraft;
  onChange: (patch: Partial<ShortcutDraft>) => void;
}) {
  const id = useId();
  const nameCheck = shortcutFieldsSchema.shape.name.safeParse(draft.name);
  const Icon = getButtonIcon(draft.icon ?? undefined);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={draft.name}
          error={nameCheck.success ? undefined : nameCheck.error.issues[0]?.message}
          onChange={(name) => onChange({ name })}
        />
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <ChoiceField
              id={`${id}-icon`}
              label="Icon"
              value={draft.icon ?? ""}
              emptyLabel="No icon"
              choices={Object.keys(BUTTON_ICONS).map((name) => ({
                value: name,
                label: iconLabel(name),
              }))}
              onChange={(icon) => onChange({ icon: icon || null })}
            />
          </div>
          <span
            className="mb-0.5 flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted"
            aria-hidden
          >
            {Icon && <Icon className="size-4" />}
          </span>
        </div>
      </div>
      <TextField
        id={`${id}-description`}
        label="Description"
        hint="Optional: a note for yourself and for people who install a screen using it."
        value={draft.description}
        multiline
        onChange={(description) => onChange({ description })}
      />
      <OptionCards
        name={`${id}-mode`}
        legend="Steps run"
        value={draft.mode}
        options={MODES}
        onChange={(mode) => onChange({ mode })}
      />
      <OptionCards
        name={`${id}-busy`}
        legend="When pressed while running"
        value={draft.whenBusy}
        options={WHEN_BUSY}
        onChange={(whenBusy) => onChange({ whenBusy })}
      />
    </div>
  );
}
