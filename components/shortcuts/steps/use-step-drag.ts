"use client";

import { useDraggable, useDroppable } from "@dnd-kit/core";
import { useCallback } from "react";
import type { ListPath } from "@/lib/shortcuts/step-list";
import { pathKey } from "./step-list-context";

/**
 * Pointer dragging for one step card: the grip drags, the whole card is a drop target in
 * its own list. Keyboard users move steps with the arrow buttons or Alt+↑/↓ instead, so
 * the grip stays out of the tab order.
 */
export function useStepDrag(path: ListPath, index: number) {
  const id = pathKey(path);
  const drag = useDraggable({ id, data: { index } });
  const drop = useDroppable({ id, data: { index } });
  const { setNodeRef: setDragRef } = drag;
  const { setNodeRef: setDropRef } = drop;
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      setDragRef(node);
      setDropRef(node);
    },
    [setDragRef, setDropRef],
  );
  return {
    setNodeRef,
    handleProps: { ...drag.listeners, tabIndex: -1, "aria-hidden": true as const },
    isDragging: drag.isDragging,
    isOver: drop.isOver && !drag.isDragging,
    style: drag.transform
      ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
      : undefined,
  };
}
