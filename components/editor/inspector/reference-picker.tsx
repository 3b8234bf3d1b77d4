"use client";

import { useState } from "react";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import type { EditorButton, ScreenStore } from "../store/screen-store";
import { SelectField } from "./fields";

const NONE = "none";
const THIS = "this";

function describeButton(button: Pick<EditorButton, "x" | "y" | "style">) {
  const label = button.style.label?.trim() || "Unlabelled";
  return `${label} (column ${button.x + 1}, row ${button.y + 1})`;
}

/** For a reference widget: which button it mirrors, on this screen or another of mine. */
export function ReferencePicker({
  button,
  store,
  onChange,
}: {
  button: EditorButton;
  store: ScreenStore;
  onChange: (referenceButtonId: string | null) => void;
}) {
  const [screenId, setScreenId] = useState(THIS);
  const here = store.buttons.filter((b) => b.id !== button.id && b.kind !== "reference");
  return (
    <>
      {store.screens && (
        <SelectField
          id="reference-screen"
          label="Mirror a button from"
          value={screenId}
          options={[
            { value: THIS, label: "This screen" },
            ...store.screens.map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={setScreenId}
        />
      )}
      {screenId === THIS ? (
        <ButtonSelect value={button.referenceButtonId} buttons={here} onChange={onChange} />
      ) : (
        <OtherScreenButtons
          screenId={screenId}
          value={button.referenceButtonId}
          onChange={onChange}
        />
      )}
    </>
  );
}

function OtherScreenButtons({
  screenId,
  value,
  onChange,
}: {
  screenId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { data } = useSyncQuery(api.screens.get, { screenId });
  const buttons = (data?.buttons ?? []).filter((b) => b.kind !== "reference");
  return <ButtonSelect value={value} buttons={buttons} onChange={onChange} />;
}

function ButtonSelect({
  value,
  buttons,
  onChange,
}: {
  value: string | null;
  buttons: readonly Pick<EditorButton, "id" | "x" | "y" | "style">[];
  onChange: (id: string | null) => void;
}) {
  const known = buttons.some((b) => b.id === value);
  return (
    <SelectField
      id="reference-button"
      label="Mirrored button"
      value={value && known ? value : NONE}
      options={[
        { value: NONE, label: value && !known ? "A button on another screen" : "None" },
        ...buttons.map((b) => ({ value: b.id, label: describeButton(b) })),
      ]}
      hint="A reference shows the other button's look and runs its actions."
      onChange={(next) => onChange(next === NONE ? null : next)}
    />
  );
}
