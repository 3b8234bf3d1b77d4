"use client";

import { ArrowLeftIcon, InfoIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { RunNowButton } from "@/components/runs/run-now-button";
import { Button } from "@/components/ui/button";
import type { ShortcutDetail } from "@/lib/api-types";
import { stableStringify } from "@/lib/shortcuts/stable-stringify";
import { getStepList, type ListPath, updateStepList } from "@/lib/shortcuts/step-list";
import type { KnownVariable } from "@/lib/shortcuts/step-problems";
import { SaveStatusIndicator } from "./save-status";
import { ShortcutDetailsForm } from "./shortcut-details-form";
import { type NamedOption, StepEditorProvider } from "./steps/step-editor-context";
import { StepListProvider, type UpdateStepList } from "./steps/step-list-context";
import { StepListEditor } from "./steps/step-list-editor";
import { type ShortcutDraft, useShortcutAutosave } from "./use-shortcut-autosave";

function toDraft(shortcut: ShortcutDetail): ShortcutDraft {
  return {
    name: shortcut.name,
    description: shortcut.description,
    icon: shortcut.icon,
    mode: shortcut.mode,
    whenBusy: shortcut.whenBusy,
    steps: shortcut.steps,
  };
}

/**
 * The editor for one shortcut, keyed by its id: the draft starts from the stored shortcut
 * and autosaves; the list beside it stays live.
 */
export function ShortcutEditor({
  shortcut,
  variables,
  shortcuts,
  screens,
  onClose,
}: {
  shortcut: ShortcutDetail;
  variables: KnownVariable[];
  shortcuts: NamedOption[];
  screens: NamedOption[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(shortcut));
  const { status, retry, markSaved } = useShortcutAutosave(shortcut.id, draft, variables);
  const latest = useRef({ draft, status });
  latest.current = { draft, status };

  // A change stored elsewhere (renamed from the list, edited in another tab) replaces the
  // draft, but only while nothing typed here is waiting to be saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the stored row changes.
  useEffect(() => {
    const stored = toDraft(shortcut);
    const { draft: current, status: now } = latest.current;
    if (now.kind !== "saved" || stableStringify(stored) === stableStringify(current)) return;
    markSaved(stored);
    setDraft(stored);
  }, [shortcut.updatedAt]);
  const options = useMemo(
    () => ({ variables, shortcuts, screens, shortcutId: shortcut.id }),
    [variables, shortcuts, screens, shortcut.id],
  );
  const updateList = useCallback<UpdateStepList>(
    (path: ListPath, update) =>
      setDraft((current) =>
        getStepList(current.steps, path)
          ? { ...current, steps: updateStepList(current.steps, path, update) }
          : current,
      ),
    [],
  );

  return (
    <article aria-labelledby="shortcut-editor-title" className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="All shortcuts"
          onClick={onClose}
        >
          <ArrowLeftIcon />
        </Button>
        <h2 id="shortcut-editor-title" className="min-w-0 flex-1 truncate text-xl font-bold">
          {draft.name.trim() || "Untitled shortcut"}
        </h2>
        <SaveStatusIndicator status={status} onRetry={retry} />
        <RunNowButton shortcutId={shortcut.id} shortcutName={draft.name.trim() || undefined} />
      </header>
      <section aria-labelledby="shortcut-details" className="flex flex-col gap-3">
        <h3 id="shortcut-details" className="font-semibold">
          Details
        </h3>
        <ShortcutDetailsForm
          draft={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        />
      </section>
      <section aria-labelledby="shortcut-steps" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h3 id="shortcut-steps" className="font-semibold">
            Steps
          </h3>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <InfoIcon className="mt-0.5 size-4 shrink-0" />
            Reorder with the arrows or Alt+↑ and Alt+↓. A switched-off step is skipped when the
            shortcut runs.
          </p>
        </div>
        <StepEditorProvider value={options}>
          <StepListProvider value={updateList}>
            <StepListEditor
              steps={draft.steps}
              path={[]}
              emptyText="No steps yet. Add one: count a variable up, call a URL, press keys on your computer…"
            />
          </StepListProvider>
        </StepEditorProvider>
      </section>
    </article>
  );
}
