import type { ButtonFields, ButtonPatch } from "@/lib/schemas/button";
import type {
  EditorButton,
  EditorScreenFields,
  ScreenPatch,
  ScreenStore,
} from "../store/screen-store";

/**
 * One reversible edit, recorded with both directions at the time it is made. Ops name buttons
 * by the id they had then; undoing a delete creates the button again under a new id, so ids
 * go through `IdAliases` when applied.
 */
export type EditOp =
  | { type: "create"; id: string; fields: ButtonFields }
  | { type: "update"; id: string; patch: ButtonPatch }
  | { type: "remove"; id: string }
  | { type: "screen"; patch: ScreenPatch };

export type HistoryEntry = { label: string; redo: EditOp[]; undo: EditOp[] };

export type OpTarget = Pick<
  ScreenStore,
  "createButton" | "updateButton" | "removeButton" | "updateScreen"
>;

/** Old id → the id the same button has now. */
export class IdAliases {
  private readonly map = new Map<string, string>();

  set(from: string, to: string) {
    if (from !== to) this.map.set(from, to);
  }

  resolve(id: string): string {
    let current = id;
    // Chains are short (one link per undo of a delete); the guard stops a cycle.
    for (let i = 0; i < 100 && this.map.has(current); i++)
      current = this.map.get(current) ?? current;
    return current;
  }
}

/** Applies ops in order; stops at the first refused one. */
export async function applyOps(
  target: OpTarget,
  ops: readonly EditOp[],
  aliases: IdAliases,
): Promise<boolean> {
  for (const op of ops) {
    if (op.type === "create") {
      const id = await target.createButton(op.fields);
      if (!id) return false;
      aliases.set(op.id, id);
    } else if (op.type === "update") {
      if (!(await target.updateButton(aliases.resolve(op.id), op.patch))) return false;
    } else if (op.type === "remove") {
      if (!(await target.removeButton(aliases.resolve(op.id)))) return false;
    } else if (!(await target.updateScreen(op.patch))) return false;
  }
  return true;
}

function pickFields(button: EditorButton): ButtonFields {
  const { id: _id, stateIndex: _stateIndex, ...fields } = button;
  return fields;
}

/** The values `button` has now for the keys `patch` changes. */
export function invertButtonPatch(button: EditorButton, patch: ButtonPatch): ButtonPatch {
  const inverse: Record<string, unknown> = {};
  for (const key of Object.keys(patch)) inverse[key] = button[key as keyof ButtonPatch];
  return inverse as ButtonPatch;
}

export function buildUpdateEntry(
  label: string,
  button: EditorButton,
  patch: ButtonPatch,
): HistoryEntry {
  return {
    label,
    redo: [{ type: "update", id: button.id, patch }],
    undo: [{ type: "update", id: button.id, patch: invertButtonPatch(button, patch) }],
  };
}

export function buildCreateEntry(id: string, fields: ButtonFields): HistoryEntry {
  return {
    label: "Add button",
    redo: [{ type: "create", id, fields }],
    undo: [{ type: "remove", id }],
  };
}

export function buildRemoveEntry(button: EditorButton): HistoryEntry {
  return {
    label: "Delete button",
    redo: [{ type: "remove", id: button.id }],
    undo: [{ type: "create", id: button.id, fields: pickFields(button) }],
  };
}

export function buildScreenEntry(
  label: string,
  screen: EditorScreenFields,
  patch: ScreenPatch,
): HistoryEntry {
  const inverse: Record<string, unknown> = {};
  for (const key of Object.keys(patch)) inverse[key] = screen[key as keyof ScreenPatch];
  return {
    label,
    redo: [{ type: "screen", patch }],
    undo: [{ type: "screen", patch: inverse as ScreenPatch }],
  };
}
