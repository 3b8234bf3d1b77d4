"use client";

import { useCallback, useRef, useState } from "react";
import { type ButtonPatch, buttonFieldsSchema } from "@/lib/schemas/button";
import type { Cell } from "@/lib/screen/layout";
import {
  applyOps,
  buildCreateEntry,
  buildRemoveEntry,
  buildScreenEntry,
  buildUpdateEntry,
  type HistoryEntry,
  IdAliases,
} from "./history/edit-ops";
import { EMPTY_HISTORY, recordEntry, takeRedo, takeUndo } from "./history/history";
import type { ScreenPatch, ScreenStore } from "./store/screen-store";

const PALETTE = ["#7c5cff", "#3e63dd", "#30a46c", "#e5484d", "#ffb224", "#d6409f"] as const;

export type Editor = ReturnType<typeof useEditor>;

/**
 * Selection, undo/redo and the edits the UI makes, over any ScreenStore. Every edit is
 * recorded with its inverse once the store accepted it; undo and redo replay those as
 * mutations, one at a time.
 */
export function useEditor(store: ScreenStore) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [history, setHistory] = useState(EMPTY_HISTORY);
  const [announcement, setAnnouncement] = useState("");
  const historyRef = useRef(history);
  const aliases = useRef(new IdAliases());
  const storeRef = useRef(store);
  storeRef.current = store;

  const setHistoryBoth = useCallback((next: typeof history) => {
    historyRef.current = next;
    setHistory(next);
  }, []);
  const record = useCallback(
    (entry: HistoryEntry) => setHistoryBoth(recordEntry(historyRef.current, entry)),
    [setHistoryBoth],
  );
  const announce = useCallback((text: string) => {
    // Re-announce the same text: clear first so the live region notices.
    setAnnouncement("");
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  const perform = useCallback(
    async (entry: HistoryEntry) => {
      const ok = await applyOps(storeRef.current, entry.redo, aliases.current);
      if (ok) record(entry);
      return ok;
    },
    [record],
  );

  const addButton = useCallback(
    async (cell: Cell) => {
      const color = PALETTE[storeRef.current.buttons.length % PALETTE.length] ?? PALETTE[0];
      const fields = buttonFieldsSchema.parse({
        ...cell,
        style: { label: "New button", backgroundColor: color, textColor: "#ffffff" },
      });
      const id = await storeRef.current.createButton(fields);
      if (!id) return null;
      record(buildCreateEntry(id, fields));
      setSelectedId(id);
      announce(`Added a button at column ${cell.x + 1}, row ${cell.y + 1}`);
      return id;
    },
    [record, announce],
  );

  const editButton = useCallback(
    async (id: string, patch: ButtonPatch, label = "Edit button") => {
      const button = storeRef.current.buttons.find((b) => b.id === id);
      if (!button) return false;
      return perform(buildUpdateEntry(label, button, patch));
    },
    [perform],
  );

  const removeButton = useCallback(
    async (id: string) => {
      const button = storeRef.current.buttons.find((b) => b.id === id);
      if (!button) return false;
      const ok = await perform(buildRemoveEntry(button));
      if (ok) {
        setSelectedId((current) => (current === id ? null : current));
        announce("Button deleted. Undo with Ctrl+Z.");
      }
      return ok;
    },
    [perform, announce],
  );

  const editScreen = useCallback(
    async (patch: ScreenPatch, label = "Edit screen") => {
      const screen = storeRef.current.screen;
      if (!screen) return false;
      return perform(buildScreenEntry(label, screen, patch));
    },
    [perform],
  );

  const applyStep = useCallback(
    async (direction: "undo" | "redo") => {
      const before = historyRef.current;
      const taken = direction === "undo" ? takeUndo(before) : takeRedo(before);
      if (!taken) return;
      setHistoryBoth(taken.state);
      const ops = direction === "undo" ? taken.entry.undo : taken.entry.redo;
      const ok = await applyOps(storeRef.current, ops, aliases.current);
      if (!ok) {
        setHistoryBoth(before);
        return;
      }
      setSelectedId((current) => (current ? aliases.current.resolve(current) : current));
      announce(`${direction === "undo" ? "Undid" : "Redid"} ${taken.entry.label.toLowerCase()}`);
    },
    [setHistoryBoth, announce],
  );
  // Presses in quick succession queue up: each step starts once the previous one landed.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const step = useCallback(
    (direction: "undo" | "redo") => {
      queue.current = queue.current.then(() => applyStep(direction));
      return queue.current;
    },
    [applyStep],
  );

  return {
    store,
    selectedId,
    select: setSelectedId,
    selected: store.buttons.find((b) => b.id === selectedId) ?? null,
    addButton,
    editButton,
    removeButton,
    editScreen,
    undo: useCallback(() => step("undo"), [step]),
    redo: useCallback(() => step("redo"), [step]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undoLabel: history.past.at(-1)?.label,
    redoLabel: history.future[0]?.label,
    announcement,
    announce,
  };
}
