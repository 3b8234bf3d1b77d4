"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ScreenRenderer } from "@/components/screen/screen-renderer";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type LocalButton, type LocalScreen, renderLocalScreen } from "@/lib/screen/local-screen";

const PALETTE = ["#7c5cff", "#3e63dd", "#30a46c", "#e5484d", "#ffb224", "#d6409f"] as const;

const BLANK_SCREEN: LocalScreen = {
  columns: 5,
  rows: 3,
  gap: 10,
  backgroundColor: "#101226",
  fontFamily: "nunito",
  buttons: [
    {
      id: "b1",
      x: 0,
      y: 0,
      w: 2,
      h: 1,
      kind: "action",
      label: "Start here",
      style: { backgroundColor: "#7c5cff", textColor: "#ffffff", icon: "sparkles" },
    },
  ],
};

/**
 * The next editor iteration: a local, unsaved screen. Click an empty cell to add a button, click
 * a button to select it and rename it inline. Kept in React state only.
 */
export function NewEditor() {
  const [screen, setScreen] = useState(BLANK_SCREEN);
  const [selectedId, setSelectedId] = useState<string | undefined>("b1");
  const selected = screen.buttons.find((button) => button.id === selectedId);

  const addButton = (cell: { x: number; y: number }) => {
    const id = `b${Date.now().toString(36)}`;
    const color = PALETTE[screen.buttons.length % PALETTE.length] ?? PALETTE[0];
    const button: LocalButton = {
      id,
      ...cell,
      w: 1,
      h: 1,
      kind: "action",
      label: "New button",
      style: { backgroundColor: color, textColor: "#ffffff" },
    };
    setScreen((current) => ({ ...current, buttons: [...current.buttons, button] }));
    setSelectedId(id);
  };

  const updateLabel = (label: string) =>
    setScreen((current) => ({
      ...current,
      buttons: current.buttons.map((button) =>
        button.id === selectedId ? { ...button, label } : button,
      ),
    }));

  const removeSelected = () => {
    setScreen((current) => ({
      ...current,
      buttons: current.buttons.filter((button) => button.id !== selectedId),
    }));
    setSelectedId(undefined);
    toast.success("Button removed");
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="rounded-2xl bg-black p-2">
        <ScreenRenderer
          {...renderLocalScreen(screen)}
          selectedId={selectedId}
          onPress={(id, event) => {
            if (event === "press") setSelectedId(id);
          }}
          onAddButton={addButton}
        />
      </div>
      <aside className="flex flex-col gap-4 rounded-xl border p-4">
        {selected ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor="button-label">Label</Label>
              <Input
                id="button-label"
                value={selected.label}
                maxLength={60}
                onChange={(event) => updateLabel(event.target.value)}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              Column {selected.x + 1}, row {selected.y + 1}. Labels may use variables like{" "}
              <code className="font-mono">{"{{viewers}}"}</code>.
            </p>
            <Button variant="destructive" onClick={removeSelected}>
              Remove button
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Click an empty cell to add a button, or a button to edit its label.
          </p>
        )}
      </aside>
    </div>
  );
}
