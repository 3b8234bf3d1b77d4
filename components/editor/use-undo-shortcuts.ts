"use client";

import { useEffect } from "react";
import type { Editor } from "./use-editor";

function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * Ctrl/⌘+Z undoes, Shift+Ctrl/⌘+Z and Ctrl+Y redo, anywhere on the page except while typing
 * in a field (where the browser's own text undo is what the author expects).
 */
export function useUndoShortcuts(editor: Editor) {
  const { undo, redo } = editor;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z") {
        event.preventDefault();
        void (event.shiftKey ? redo() : undo());
      } else if (key === "y" && event.ctrlKey) {
        event.preventDefault();
        void redo();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [undo, redo]);
}
