"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export const TEXT_SAVE_DELAY_MS = 400;

/**
 * A text field's own copy while typing: saved `delay` ms after the last keystroke, on blur,
 * and when the field goes away, so typing never waits for the network and nothing is lost.
 * Follows the stored value whenever nothing is waiting to be saved.
 */
/** A commit may say whether the store took the value; a refused one puts the stored value back. */
export type DraftCommit<T> = (next: T) => unknown;

export function useDraft<T>(value: T, commit: DraftCommit<T>, delay = TEXT_SAVE_DELAY_MS) {
  const [draft, setDraft] = useState(value);
  const dirty = useRef(false);
  const latest = useRef(value);
  const stored = useRef(value);
  stored.current = value;
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!dirty.current) {
      setDraft(value);
      latest.current = value;
    }
  }, [value]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    // Typing back to the stored text is not an edit (no save, no undo entry).
    if (Object.is(latest.current, stored.current)) return;
    const result = commitRef.current(latest.current);
    if (!(result instanceof Promise)) return;
    void result.then((ok: unknown) => {
      if (ok !== false || dirty.current) return;
      latest.current = stored.current;
      setDraft(stored.current);
    });
  }, []);

  const change = useCallback(
    (next: T) => {
      setDraft(next);
      latest.current = next;
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );

  useEffect(() => flush, [flush]);

  return { draft, change, flush };
}
