"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export const TEXT_SAVE_DELAY_MS = 400;

/**
 * A text field's own copy while typing: saved `delay` ms after the last keystroke, on blur,
 * and when the field goes away, so typing never waits for the network and nothing is lost.
 * Follows the stored value whenever nothing is waiting to be saved.
 */
export function useDraft<T>(value: T, commit: (next: T) => void, delay = TEXT_SAVE_DELAY_MS) {
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
    if (!Object.is(latest.current, stored.current)) commitRef.current(latest.current);
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
