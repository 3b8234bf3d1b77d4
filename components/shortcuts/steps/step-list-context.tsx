"use client";

import { createContext, useContext } from "react";
import type { Step } from "@/lib/schemas/steps";
import type { ListPath } from "@/lib/shortcuts/step-list";

/** Applies `update` to the list at `path` in the shortcut's draft (nested lists included). */
export type UpdateStepList = (path: ListPath, update: (list: readonly Step[]) => Step[]) => void;

const StepListContext = createContext<UpdateStepList>(() => {});

export const StepListProvider = StepListContext.Provider;

export function useUpdateStepList(): UpdateStepList {
  return useContext(StepListContext);
}

export function pathKey(path: ListPath): string {
  return path.join(".");
}
