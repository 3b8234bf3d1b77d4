"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ButtonPatch } from "@/lib/schemas/button";
import type { EditorButton, ScreenStore } from "../store/screen-store";
import { useDraft } from "../use-draft";
import { Section, SelectField } from "./fields";
import { ReferencePicker } from "./reference-picker";

const NONE = "none";

/** Confirm-before-run, the bound variable, a folder's target and a reference's source. */
export function BehaviourSection({
  button,
  store,
  onEdit,
}: {
  button: EditorButton;
  store: ScreenStore;
  onEdit: (patch: ButtonPatch, label: string) => void;
}) {
  const ownVariables = store.variables.filter((v) => v.kind !== "system");
  const showsVariable = ["toggle", "slider", "label", "action"].includes(button.kind);
  const confirming = button.confirm !== false;
  return (
    <Section title="Behaviour">
      {showsVariable && (
        <SelectField
          id="button-variable"
          label={
            button.kind === "toggle" || button.kind === "slider"
              ? "Controls variable"
              : "Shows variable"
          }
          value={button.variableId ?? NONE}
          options={[
            { value: NONE, label: "None" },
            ...ownVariables.map((v) => ({ value: v.id, label: `${v.key} (${v.type})` })),
          ]}
          hint={
            store.kind === "local"
              ? "Variables live in your account; sign in to bind one."
              : ownVariables.length === 0
                ? "Create a variable on the Variables page to bind it here."
                : undefined
          }
          onChange={(id) => onEdit({ variableId: id === NONE ? null : id }, "Bind variable")}
        />
      )}
      {button.kind === "folder" && (
        <SelectField
          id="button-target"
          label="Opens screen"
          value={button.targetScreenId ?? NONE}
          options={[
            { value: NONE, label: "Choose a screen" },
            ...(store.screens ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
          hint={
            store.screens ? undefined : "Folders open other saved screens; sign in to link one."
          }
          onChange={(id) =>
            onEdit({ targetScreenId: id === NONE ? null : id }, "Change folder target")
          }
        />
      )}
      {button.kind === "reference" && (
        <ReferencePicker
          button={button}
          store={store}
          onChange={(referenceButtonId) => onEdit({ referenceButtonId }, "Change mirrored button")}
        />
      )}
      {button.kind !== "label" && (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="button-confirm">Ask before running</Label>
          <Switch
            id="button-confirm"
            checked={confirming}
            onCheckedChange={(checked) => onEdit({ confirm: checked }, "Change confirmation")}
          />
        </div>
      )}
      {confirming && button.kind !== "label" && (
        <ConfirmMessage
          value={typeof button.confirm === "object" ? button.confirm.message : ""}
          onCommit={(message) =>
            onEdit(
              { confirm: message.trim() ? { message: message.trim() } : true },
              "Change confirmation",
            )
          }
        />
      )}
    </Section>
  );
}

function ConfirmMessage({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { draft, change, flush } = useDraft(value, onCommit);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="button-confirm-message">Question (optional)</Label>
      <Input
        id="button-confirm-message"
        value={draft}
        maxLength={200}
        placeholder="Are you sure?"
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
      />
    </div>
  );
}
