import { describe, expect, it } from "vitest";
import { type ButtonPatch, buttonFieldsSchema } from "@/lib/schemas/button";
import type { EditorButton, ScreenPatch } from "../store/screen-store";
import {
  applyOps,
  buildCreateEntry,
  buildRemoveEntry,
  buildUpdateEntry,
  type HistoryEntry,
  IdAliases,
  type OpTarget,
} from "./edit-ops";
import { EMPTY_HISTORY, type HistoryState, recordEntry, takeRedo, takeUndo } from "./history";

/** A screen in memory that hands out fresh ids like the server does. */
function createMemoryScreen() {
  const buttons = new Map<string, EditorButton>();
  let next = 1;
  let name = "Deck";
  const target: OpTarget = {
    createButton: async (fields) => {
      const id = `n${next++}`;
      buttons.set(id, { ...fields, id, stateIndex: 0 });
      return id;
    },
    updateButton: async (id, patch: ButtonPatch) => {
      const current = buttons.get(id);
      if (!current) return false;
      buttons.set(id, { ...current, ...patch });
      return true;
    },
    removeButton: async (id) => buttons.delete(id),
    updateScreen: async (patch: ScreenPatch) => {
      name = patch.name ?? name;
      return true;
    },
  };
  return { buttons, target, getName: () => name };
}

const fields = buttonFieldsSchema.parse({ x: 0, y: 0, style: { label: "Go" } });

async function undo(state: HistoryState, target: OpTarget, aliases: IdAliases) {
  const taken = takeUndo(state);
  if (!taken) throw new Error("nothing to undo");
  expect(await applyOps(target, taken.entry.undo, aliases)).toBe(true);
  return taken.state;
}
async function redo(state: HistoryState, target: OpTarget, aliases: IdAliases) {
  const taken = takeRedo(state);
  if (!taken) throw new Error("nothing to redo");
  expect(await applyOps(target, taken.entry.redo, aliases)).toBe(true);
  return taken.state;
}

describe("history stacks", () => {
  const entry = (label: string): HistoryEntry => ({ label, redo: [], undo: [] });

  it("undoes newest first and a new edit clears redo", () => {
    let state = recordEntry(recordEntry(EMPTY_HISTORY, entry("a")), entry("b"));
    const undone = takeUndo(state);
    expect(undone?.entry.label).toBe("b");
    state = undone?.state ?? state;
    expect(takeRedo(state)?.entry.label).toBe("b");
    state = recordEntry(state, entry("c"));
    expect(takeRedo(state)).toBeNull();
    expect(state.past.map((e) => e.label)).toEqual(["a", "c"]);
  });

  it("keeps at most the limit, dropping the oldest", () => {
    let state = EMPTY_HISTORY;
    for (let i = 0; i < 5; i++) state = recordEntry(state, entry(String(i)), 3);
    expect(state.past.map((e) => e.label)).toEqual(["2", "3", "4"]);
    expect(takeUndo(EMPTY_HISTORY)).toBeNull();
  });
});

describe("undo and redo as inverse mutations", () => {
  it("restores an edited label and moves, then redoes them", async () => {
    const memory = createMemoryScreen();
    const aliases = new IdAliases();
    const id = (await memory.target.createButton(fields)) ?? "";
    const before = memory.buttons.get(id) as EditorButton;
    const patch = { style: { label: "Score {{score}}" }, x: 2 };
    let state = recordEntry(EMPTY_HISTORY, buildUpdateEntry("Edit", before, patch));
    await applyOps(memory.target, [{ type: "update", id, patch }], aliases);

    state = await undo(state, memory.target, aliases);
    expect(memory.buttons.get(id)).toMatchObject({ x: 0, style: { label: "Go" } });
    state = await redo(state, memory.target, aliases);
    expect(memory.buttons.get(id)).toMatchObject({ x: 2, style: { label: "Score {{score}}" } });
  });

  it("brings a deleted button back under a new id and later edits still find it", async () => {
    const memory = createMemoryScreen();
    const aliases = new IdAliases();
    const id = (await memory.target.createButton(fields)) ?? "";
    const original = memory.buttons.get(id) as EditorButton;
    let state = recordEntry(EMPTY_HISTORY, buildCreateEntry(id, fields));
    state = recordEntry(state, buildUpdateEntry("Move", original, { x: 3 }));
    await memory.target.updateButton(id, { x: 3 });
    const moved = memory.buttons.get(id) as EditorButton;
    state = recordEntry(state, buildRemoveEntry(moved));
    await memory.target.removeButton(id);

    state = await undo(state, memory.target, aliases); // the delete
    expect(memory.buttons.size).toBe(1);
    const [revived] = [...memory.buttons.values()];
    expect(revived?.id).not.toBe(id);
    expect(revived).toMatchObject({ x: 3, style: { label: "Go" } });

    state = await undo(state, memory.target, aliases); // the move, on the revived button
    expect(memory.buttons.get(revived?.id ?? "")?.x).toBe(0);
    state = await undo(state, memory.target, aliases); // the add
    expect(memory.buttons.size).toBe(0);

    state = await redo(state, memory.target, aliases);
    state = await redo(state, memory.target, aliases);
    expect([...memory.buttons.values()].map((b) => b.x)).toEqual([3]);
    await redo(state, memory.target, aliases);
    expect(memory.buttons.size).toBe(0);
  });

  it("stops at a refused op and reports it", async () => {
    const memory = createMemoryScreen();
    const ok = await applyOps(
      memory.target,
      [
        { type: "update", id: "missing", patch: { x: 1 } },
        { type: "screen", patch: { name: "Never" } },
      ],
      new IdAliases(),
    );
    expect(ok).toBe(false);
    expect(memory.getName()).toBe("Deck");
  });
});
