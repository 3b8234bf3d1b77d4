"use client";

import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  BUTTON_KINDS,
  type ButtonKind,
  type ButtonPatch,
  type ButtonStyle,
} from "@/lib/schemas/button";
import type { Editor } from "../use-editor";
import { BehaviourSection } from "./behaviour-section";
import { EventsSection } from "./events-section";
import { Section, SelectField } from "./fields";
import { IconSection } from "./icon-section";
import { LabelTemplateField } from "./label-template-field";
import { StatesSection } from "./states-section";
import { StyleSection } from "./style-section";

const KIND_LABELS: Record<ButtonKind, string> = {
  action: "Action — runs something",
  toggle: "Toggle — on/off variable",
  slider: "Slider — a value 0–100",
  folder: "Folder — opens a screen",
  back: "Back — previous screen",
  label: "Label — text only",
  reference: "Reference — mirrors a button",
};

/** Everything about the selected widget, each change one undoable edit. */
export function ButtonInspector({ editor }: { editor: Editor }) {
  const button = editor.selected;
  if (!button) return null;
  const { store } = editor;
  const onEdit = (patch: ButtonPatch, label: string) =>
    void editor.editButton(button.id, patch, label);
  const onStyle = (changes: Partial<ButtonStyle>, label: string) => {
    const style: ButtonStyle = { ...button.style, ...changes };
    for (const key of Object.keys(changes) as (keyof ButtonStyle)[])
      if (changes[key] === undefined) delete style[key];
    onEdit({ style }, label);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="button-inspector">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-bold">Widget</h2>
          <p className="text-xs text-muted-foreground">
            Column {button.x + 1}, row {button.y + 1} · {button.w}×{button.h}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void editor.removeButton(button.id)}
        >
          <Trash2Icon />
          Delete
        </Button>
      </div>
      <Section title="Basics">
        <SelectField
          id="button-kind"
          label="Kind"
          value={button.kind}
          options={BUTTON_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          onChange={(kind) => onEdit({ kind }, "Change kind")}
        />
        <LabelTemplateField
          id="button-label"
          value={button.style.label ?? ""}
          variables={store.variables}
          onCommit={(label) => onStyle({ label }, "Edit label")}
        />
      </Section>
      <StyleSection button={button} onStyle={onStyle} />
      <IconSection button={button} onStyle={onStyle} />
      <BehaviourSection button={button} store={store} onEdit={onEdit} />
      <EventsSection button={button} shortcuts={store.shortcuts} onEdit={onEdit} />
      <StatesSection button={button} variables={store.variables} onEdit={onEdit} />
    </div>
  );
}
