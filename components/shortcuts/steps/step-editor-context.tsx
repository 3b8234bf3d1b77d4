"use client";

import { createContext, useContext } from "react";
import type { KnownVariable } from "@/lib/shortcuts/step-problems";

export type NamedOption = { id: string; name: string };

/** What every step form may pick from: the host's variables, shortcuts and screens. */
export type StepEditorOptions = {
  variables: KnownVariable[];
  shortcuts: NamedOption[];
  screens: NamedOption[];
  /** The shortcut being edited (a run_shortcut step may not pick it: that would loop). */
  shortcutId: string;
};

const StepEditorContext = createContext<StepEditorOptions>({
  variables: [],
  shortcuts: [],
  screens: [],
  shortcutId: "",
});

export const StepEditorProvider = StepEditorContext.Provider;

export function useStepEditorOptions(): StepEditorOptions {
  return useContext(StepEditorContext);
}
