"use client";

import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import type { ButtonFields, ButtonPatch } from "@/lib/schemas/button";
import { findLayoutProblem } from "@/lib/screen/layout";
import type { LocalScreen } from "@/lib/screen/local-screen";
import { findPlacementProblem } from "../grid/placement";
import {
  buildLocalDocument,
  fromLocalScreen,
  type LocalState,
  readLocalDocument,
} from "./local-screen-document";
import { renderInBrowser } from "./overlay-edits";
import type { ScreenPatch, ScreenStore } from "./screen-store";

/** What /private/neweditor starts from: one button, like the home page's example. */
const STARTER_SCREEN: LocalScreen = {
  columns: 5,
  rows: 3,
  gap: 10,
  backgroundColor: "#101226",
  fontFamily: "nunito",
  buttons: [
    {
      id: "local-1",
      x: 0,
      y: 0,
      w: 2,
      h: 1,
      kind: "action",
      label: "Start here",
      style: { backgroundColor: "#7c5cff", textColor: "#ffffff", icon: "sparkles" },
    },
  ],
};
const STARTER = fromLocalScreen(STARTER_SCREEN, "Unsaved screen");

let nextLocalId = 2;

function refuse(message: string) {
  toast.error(message);
  return false;
}

/**
 * A screen held in React state only (/private/neweditor, signed out): the same checks as the
 * server (layout, grid size) so the editor behaves alike, and nothing is ever sent.
 */
export function useLocalScreenStore(initial: LocalState = STARTER): ScreenStore {
  const [state, setState] = useState(initial);

  const createButton = useCallback(
    async (fields: ButtonFields) => {
      const problem = findPlacementProblem(state.screen, state.buttons, fields);
      if (problem) {
        refuse(problem);
        return null;
      }
      const id = `local-${nextLocalId++}`;
      setState((s) => ({ ...s, buttons: [...s.buttons, { ...fields, id, stateIndex: 0 }] }));
      return id;
    },
    [state],
  );
  const updateButton = useCallback(
    async (id: string, patch: ButtonPatch) => {
      const current = state.buttons.find((b) => b.id === id);
      if (!current) return refuse("This button does not exist.");
      const problem = findPlacementProblem(state.screen, state.buttons, { ...current, ...patch });
      if (problem) return refuse(problem);
      setState((s) => ({
        ...s,
        buttons: s.buttons.map((b) => (b.id === id ? { ...b, ...patch } : b)),
      }));
      return true;
    },
    [state],
  );
  const removeButton = useCallback(async (id: string) => {
    setState((s) => ({ ...s, buttons: s.buttons.filter((b) => b.id !== id) }));
    return true;
  }, []);
  const updateScreen = useCallback(
    async (patch: ScreenPatch) => {
      const next = { ...state.screen, ...patch };
      // Shrinking the grid under a button is refused, as the server does.
      const problem = findLayoutProblem(next, state.buttons);
      if (problem) return refuse(problem);
      setState((s) => ({ ...s, screen: { ...s.screen, ...patch } }));
      return true;
    },
    [state],
  );

  const io = useMemo(
    () => ({
      exportDocument: async () => buildLocalDocument(state),
      importDocument: async (document: unknown) => {
        const read = readLocalDocument(document, state.screen.visibility);
        if ("error" in read) return read;
        setState(read.state);
        return { screenId: null };
      },
    }),
    [state],
  );
  const rendered = useMemo(() => state.buttons.map((b) => renderInBrowser(b, [])), [state.buttons]);

  return {
    kind: "local",
    status: "ready",
    screenId: null,
    screen: state.screen,
    buttons: state.buttons,
    rendered,
    variables: [],
    shortcuts: null,
    screens: null,
    save: { status: "idle" },
    io,
    createButton,
    updateButton,
    removeButton,
    updateScreen,
  };
}
