"use client";

import { EditorShell } from "./editor-shell";
import { useLocalScreenStore } from "./store/use-local-screen-store";

/** The same editor on an unsaved screen held in this tab (/private/neweditor, signed out). */
export function LocalScreenEditor() {
  const store = useLocalScreenStore();
  return <EditorShell store={store} />;
}
