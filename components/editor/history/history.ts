import type { HistoryEntry } from "./edit-ops";

/** Undo and redo stacks; pure, so the rules are tested without a screen. */
export type HistoryState = { past: HistoryEntry[]; future: HistoryEntry[] };

export const HISTORY_LIMIT = 100;
export const EMPTY_HISTORY: HistoryState = { past: [], future: [] };

/** A new edit clears redo; the oldest entries fall off past the limit. */
export function recordEntry(
  state: HistoryState,
  entry: HistoryEntry,
  limit = HISTORY_LIMIT,
): HistoryState {
  return { past: [...state.past, entry].slice(-limit), future: [] };
}

export function takeUndo(state: HistoryState): { state: HistoryState; entry: HistoryEntry } | null {
  const entry = state.past.at(-1);
  if (!entry) return null;
  return { entry, state: { past: state.past.slice(0, -1), future: [entry, ...state.future] } };
}

export function takeRedo(state: HistoryState): { state: HistoryState; entry: HistoryEntry } | null {
  const [entry, ...rest] = state.future;
  if (!entry) return null;
  return { entry, state: { past: [...state.past, entry], future: rest } };
}
