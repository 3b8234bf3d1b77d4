"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api";
import { shortcutFieldsSchema } from "@/lib/schemas/shortcut";
import { type Step, stepListSchema } from "@/lib/schemas/steps";
import { stableStringify } from "@/lib/shortcuts/stable-stringify";
import { countStepProblems, type KnownVariable } from "@/lib/shortcuts/step-problems";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

export type ShortcutDraft = {
  name: string;
  description: string;
  icon: string | null;
  mode: "sequential" | "concurrent";
  whenBusy: "queue" | "drop" | "restart";
  steps: Step[];
};

export type SaveStatus =
  | { kind: "saved" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "error" }
  | { kind: "invalid"; problems: number };

const SAVE_DELAY_MS = 600;

/** Problems that keep a draft from being saved: the name, then every step at every depth. */
export function countDraftProblems(draft: ShortcutDraft, variables: readonly KnownVariable[]) {
  const name = shortcutFieldsSchema.shape.name.safeParse(draft.name).success ? 0 : 1;
  return name + countStepProblems(draft.steps, variables);
}

/**
 * Saves the draft through `shortcuts:update` a moment after the last edit, only when every
 * field passes the same zod schemas the server applies. A pending save is sent right away
 * when the editor closes, so switching shortcuts never loses an edit.
 */
export function useShortcutAutosave(
  shortcutId: string,
  draft: ShortcutDraft,
  variables: readonly KnownVariable[],
) {
  const update = useSyncMutation(api.shortcuts.update);
  const [status, setStatus] = useState<SaveStatus>({ kind: "saved" });
  const [attempt, setAttempt] = useState(0);
  const saved = useRef(stableStringify(draft));
  const pending = useRef<ShortcutDraft | null>(null);
  const sequence = useRef(0);

  const save = useCallback(
    async (next: ShortcutDraft) => {
      const serialized = stableStringify(next);
      const mine = ++sequence.current;
      pending.current = null;
      setStatus({ kind: "saving" });
      const steps = stepListSchema.parse(next.steps);
      const result = await update({ shortcutId, ...next, name: next.name.trim(), steps });
      if (mine !== sequence.current) return;
      if (result === undefined) {
        setStatus({ kind: "error" });
        return;
      }
      saved.current = serialized;
      setStatus({ kind: "saved" });
    },
    [shortcutId, update],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-arms a failed save.
  useEffect(() => {
    if (stableStringify(draft) === saved.current) {
      pending.current = null;
      setStatus({ kind: "saved" });
      return;
    }
    const problems = countDraftProblems(draft, variables);
    if (problems > 0) {
      pending.current = null;
      setStatus({ kind: "invalid", problems });
      return;
    }
    pending.current = draft;
    setStatus({ kind: "pending" });
    const timer = window.setTimeout(() => save(draft), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, variables, save, attempt]);

  // Closing the editor (another shortcut, another page) flushes what is still waiting.
  useEffect(
    () => () => {
      if (pending.current) save(pending.current);
    },
    [save],
  );

  /** Takes a newer stored version (a rename, another tab) as the saved state. */
  const markSaved = useCallback((next: ShortcutDraft) => {
    saved.current = stableStringify(next);
  }, []);

  return { status, retry: () => setAttempt((n) => n + 1), markSaved };
}
