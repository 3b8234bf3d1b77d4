"use client";

import { Redo2Icon, Undo2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Editor } from "../use-editor";
import { SaveStatus } from "./save-status";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** Undo/redo and the save state, above the canvas. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const mod = isMac() ? "⌘" : "Ctrl+";
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!editor.canUndo}
          onClick={() => void editor.undo()}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={
            editor.undoLabel ? `Undo ${editor.undoLabel.toLowerCase()} (${mod}Z)` : `Undo (${mod}Z)`
          }
        >
          <Undo2Icon />
          Undo
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!editor.canRedo}
          onClick={() => void editor.redo()}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          title={
            editor.redoLabel
              ? `Redo ${editor.redoLabel.toLowerCase()} (${mod}⇧Z)`
              : `Redo (${mod}⇧Z)`
          }
        >
          <Redo2Icon />
          Redo
        </Button>
      </div>
      <SaveStatus store={editor.store} />
    </div>
  );
}
