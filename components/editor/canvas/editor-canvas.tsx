"use client";

import { DndContext } from "@dnd-kit/core";
import { useRef, useState } from "react";
import { getGridStyle } from "@/components/screen/renderer-helpers";
import { type Cell, findEmptyCells } from "@/lib/screen/layout";
import type { Editor } from "../use-editor";
import { CanvasCell } from "./canvas-cell";
import { CanvasTile } from "./canvas-tile";
import { DropPreviewBox } from "./drop-preview";
import { useCanvasDrag } from "./use-canvas-drag";
import { KEYBOARD_HELP, useCanvasKeyboard } from "./use-canvas-keyboard";

/**
 * The screen as clients see it (the renderer's grid style and tile content), made editable:
 * tiles drag and resize, empty cells add, the keyboard does all of it too.
 */
export function EditorCanvas({ editor }: { editor: Editor }) {
  const { store } = editor;
  const screen = store.screen;
  const gridRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<Cell>({ x: 0, y: 0 });
  const drag = useCanvasDrag(editor, gridRef);
  const onKeyDown = useCanvasKeyboard(editor, cursor, setCursor, gridRef);
  if (!screen) return null;

  const empty = findEmptyCells(screen, store.buttons);
  const keys = new Set([
    ...store.rendered.map((b) => `${b.x}:${b.y}`),
    ...empty.map((c) => `${c.x}:${c.y}`),
  ]);
  // Roving tab stop: the cursor's element, or the first one if the cursor lost its element.
  const firstKey = store.rendered[0]
    ? `${store.rendered[0].x}:${store.rendered[0].y}`
    : `${empty[0]?.x}:${empty[0]?.y}`;
  const tabKey = keys.has(`${cursor.x}:${cursor.y}`) ? `${cursor.x}:${cursor.y}` : firstKey;
  const preview = drag.preview && {
    ...drag.preview,
    rect: {
      ...drag.preview.rect,
      w: Math.min(drag.preview.rect.w, screen.columns - drag.preview.rect.x),
      h: Math.min(drag.preview.rect.h, screen.rows - drag.preview.rect.y),
    },
  };

  return (
    <DndContext
      sensors={drag.sensors}
      onDragStart={drag.onDragStart}
      onDragMove={drag.onDragMove}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
      accessibility={{ screenReaderInstructions: { draggable: KEYBOARD_HELP } }}
    >
      <div className="@container w-full rounded-2xl bg-black p-2 shadow-inner">
        {/* biome-ignore lint/a11y/useSemanticElements: a CSS grid of tiles; a fieldset would break the layout and imply a form. */}
        <div
          ref={gridRef}
          role="group"
          aria-label="Screen grid"
          aria-describedby="canvas-keyboard-help"
          data-testid="editor-canvas"
          className="grid w-full rounded-[calc(100cqw/60)] p-[calc(100cqw/60)]"
          style={getGridStyle(screen)}
          onKeyDown={onKeyDown}
        >
          {store.rendered.map((button) => (
            <CanvasTile
              key={button.id}
              button={button}
              selected={button.id === editor.selectedId}
              dragging={drag.active}
              tabbable={tabKey === `${button.x}:${button.y}`}
              onSelect={(id) => {
                editor.select(id);
                setCursor({ x: button.x, y: button.y });
              }}
            />
          ))}
          {empty.map((cell) => (
            <CanvasCell
              key={`${cell.x}:${cell.y}`}
              cell={cell}
              tabbable={tabKey === `${cell.x}:${cell.y}`}
              onAdd={(at) => void editor.addButton(at)}
              onFocusCell={(at) => {
                setCursor(at);
                editor.select(null);
              }}
            />
          ))}
          {preview && preview.rect.w > 0 && preview.rect.h > 0 && (
            <DropPreviewBox preview={preview} />
          )}
        </div>
      </div>
      {/* Read to screen readers everywhere; shown where a keyboard is likely. */}
      <p id="canvas-keyboard-help" className="sr-only text-xs text-muted-foreground sm:not-sr-only">
        {KEYBOARD_HELP}
      </p>
    </DndContext>
  );
}
