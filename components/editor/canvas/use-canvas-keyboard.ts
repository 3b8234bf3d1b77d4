"use client";

import { type KeyboardEvent, type RefObject, useCallback } from "react";
import { toast } from "sonner";
import type { Cell } from "@/lib/screen/layout";
import {
  findPlacementProblem,
  getDirectionStep,
  moveRect,
  readArrowKey,
  resizeRect,
  stepCursor,
} from "../grid/placement";
import type { Editor } from "../use-editor";

/** The scheme, also shown under the canvas. */
export const KEYBOARD_HELP =
  "Arrows: go to a cell or button. Enter: add a button in an empty cell. Alt+arrows: move the selected button. Alt+Shift+arrows: resize it. Delete: remove it. Escape: deselect.";

/**
 * Keys on the canvas grid. Arrows walk a cursor (focus follows, selection follows focus);
 * Alt moves, Alt+Shift resizes, both checked before anything is sent.
 */
export function useCanvasKeyboard(
  editor: Editor,
  cursor: Cell,
  setCursor: (cell: Cell) => void,
  gridRef: RefObject<HTMLDivElement | null>,
) {
  const focusCell = useCallback(
    (cell: Cell) => {
      // Wait for the render that places the element there (after a move or an add).
      requestAnimationFrame(() => {
        const el = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cell.x}:${cell.y}"]`);
        el?.focus();
      });
    },
    [gridRef],
  );

  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const { screen, buttons } = editor.store;
      if (!screen) return;
      const selected = editor.selected;
      const direction = readArrowKey(event.key);

      if (direction && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        const next = stepCursor(screen, buttons, cursor, direction);
        setCursor(next);
        focusCell(next);
        return;
      }
      if (direction && event.altKey && selected) {
        event.preventDefault();
        const step = getDirectionStep(direction);
        const rect = event.shiftKey ? resizeRect(selected, step) : moveRect(selected, step);
        if (
          rect.w === selected.w &&
          rect.h === selected.h &&
          rect.x === selected.x &&
          rect.y === selected.y
        )
          return;
        const problem = findPlacementProblem(screen, buttons, { ...rect, id: selected.id });
        if (problem) {
          toast.error(problem);
          editor.announce(`Not changed: ${problem}`);
          return;
        }
        const { x, y, w, h } = rect;
        void editor
          .editButton(selected.id, { x, y, w, h }, event.shiftKey ? "Resize button" : "Move button")
          .then((ok) => {
            if (!ok) return;
            editor.announce(
              event.shiftKey
                ? `Now ${w} wide and ${h} high`
                : `Moved to column ${x + 1}, row ${y + 1}`,
            );
            setCursor({ x, y });
            focusCell({ x, y });
          });
        return;
      }
      if ((event.key === "Delete" || event.key === "Backspace") && selected) {
        event.preventDefault();
        const at = { x: selected.x, y: selected.y };
        void editor.removeButton(selected.id).then((ok) => {
          if (ok) focusCell(at);
        });
        return;
      }
      if (event.key === "Escape" && selected) {
        event.preventDefault();
        editor.select(null);
        editor.announce("Nothing selected");
      }
    },
    [editor, cursor, setCursor, focusCell],
  );
}
