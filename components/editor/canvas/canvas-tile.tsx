"use client";

import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import type { FocusEvent } from "react";
import { getTileDescription, getTileStyle } from "@/components/screen/renderer-helpers";
import { ScreenTileContent } from "@/components/screen/screen-tile-content";
import { getTileClassName } from "@/components/screen/tile-class-name";
import type { RenderedButton } from "@/lib/screen/render-types";
import { cn } from "@/lib/utils";
import type { DragData } from "./use-canvas-drag";

/**
 * One widget on the canvas, drawn with the renderer's look: drag to move, pull the corner to
 * resize, click or focus to select.
 */
export function CanvasTile({
  button,
  selected,
  dragging,
  tabbable,
  onSelect,
}: {
  button: RenderedButton;
  selected: boolean;
  dragging: DragData | null;
  tabbable: boolean;
  onSelect: (id: string) => void;
}) {
  const move = useDraggable({
    id: `move:${button.id}`,
    data: { mode: "move", buttonId: button.id } satisfies DragData,
  });
  const resize = useDraggable({
    id: `resize:${button.id}`,
    data: { mode: "resize", buttonId: button.id } satisfies DragData,
  });
  const { gridColumn, gridRow, ...look } = getTileStyle(button);
  const moving = dragging?.buttonId === button.id && dragging.mode === "move";
  const label = getTileDescription(button);

  return (
    <div
      className={cn("group relative z-10 min-w-0", moving && "z-30 opacity-80")}
      style={{
        gridColumn,
        gridRow,
        transform: moving ? CSS.Translate.toString(move.transform) : undefined,
      }}
    >
      <button
        ref={move.setNodeRef}
        type="button"
        data-cell={`${button.x}:${button.y}`}
        data-testid={`canvas-tile-${button.id}`}
        tabIndex={tabbable ? 0 : -1}
        aria-label={`${label}, ${button.kind}, column ${button.x + 1}, row ${button.y + 1}, ${button.w} by ${button.h}`}
        aria-pressed={selected}
        className={cn(
          getTileClassName(button, selected),
          "size-full cursor-grab touch-none select-none focus-visible:outline-3 focus-visible:outline-sky-400",
          button.kind === "label" && "outline-1 outline-dashed outline-white/30",
          moving && "cursor-grabbing",
        )}
        style={look}
        {...move.listeners}
        onClick={() => onSelect(button.id)}
        onFocus={(event: FocusEvent) => {
          if (event.target === event.currentTarget) onSelect(button.id);
        }}
      >
        <ScreenTileContent button={button} />
      </button>
      <span
        ref={resize.setNodeRef}
        aria-hidden
        data-testid={`resize-handle-${button.id}`}
        className={cn(
          "absolute right-0 bottom-0 z-20 size-4 translate-x-1/3 translate-y-1/3 cursor-se-resize touch-none rounded-full border-2 border-white bg-sky-500 shadow",
          selected ? "opacity-100" : "opacity-0 group-hover:opacity-100",
        )}
        {...resize.listeners}
      />
    </div>
  );
}
