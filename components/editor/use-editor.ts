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

  // Edits, undos and redos run one after another, so Ctrl+Z right after a delete undoes that
  // delete even while it is still on its way (it is recorded only once the store took it).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** Builds the entry when its turn comes, so its inverse reads the state it will change. */
  const perform = useCallback(
    (build: () => HistoryEntry | null) =>
      enqueue(async () => {
        const entry = build();
        if (!entry) return false;
        const ok = await applyOps(storeRef.current, entry.redo, aliases.current);
        if (ok) record(entry);
        return ok;
      }),
    [record, enqueue],
  );

  const addButton = useCallback(
    async (cell: Cell) => {
      const color = PALETTE[storeRef.current.buttons.length % PALETTE.length] ?? PALETTE[0];
      const fields = buttonFieldsSchema.parse({
        ...cell,
        style: { label: "New button", backgroundColor: color, textColor: "#ffffff" },
      });
      const id = await enqueue(async () => {
        const created = await storeRef.current.createButton(fields);
        if (created) record(buildCreateEntry(created, fields));
        return created;
      });
      if (!id) return null;
      setSelectedId(id);
      announce(`Added a button at column ${cell.x + 1}, row ${cell.y + 1}`);
      return id;
    },
    [record, announce, enqueue],
  );

  const editButton = useCallback(
    async (id: string, patch: ButtonPatch, label = "Edit button") => {
      return perform(() => {
        const button = storeRef.current.buttons.find((b) => b.id === id);
        return button ? buildUpdateEntry(label, button, patch) : null;
      });
    },
    [perform],
  );

  const removeButton = useCallback(
    async (id: string) => {
      const ok = await perform(() => {
        const button = storeRef.current.buttons.find((b) => b.id === id);
        return button ? buildRemoveEntry(button) : null;
      });
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
      return perform(() => {
        const screen = storeRef.current.screen;
        return screen ? buildScreenEntry(label, screen, patch) : null;
      });
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
  const step = useCallback(
    (direction: "undo" | "redo") => {
      return enqueue(() => applyStep(direction));
    },
    [applyStep, enqueue],
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
