"use client";

import {
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type RefObject, useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { Rect } from "@/lib/screen/layout";
import { findPlacementProblem, moveRect, resizeRect, snapDelta } from "../grid/placement";
import type { Editor } from "../use-editor";
import { measurePitch } from "./measure-pitch";

export type DragMode = "move" | "resize";
export type DragData = { mode: DragMode; buttonId: string };
export type DropPreview = { rect: Rect; problem: string | null };

function readData(event: { active: { data: { current?: unknown } } }): DragData | undefined {
  const data = event.active.data.current as Partial<DragData> | undefined;
  return data?.mode && data.buttonId ? (data as DragData) : undefined;
}

/** Pointer drags on the canvas: move a tile or pull its corner, snapped to cells. */
export function useCanvasDrag(editor: Editor, gridRef: RefObject<HTMLDivElement | null>) {
  // A few pixels before a drag starts, so a click still selects.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [preview, setPreview] = useState<DropPreview | null>(null);
  const [active, setActive] = useState<DragData | null>(null);
  const pitch = useRef({ x: 0, y: 0 });

  const findCandidate = useCallback(
    (data: DragData, delta: { x: number; y: number }): DropPreview | null => {
      const { screen, buttons } = editor.store;
      const button = buttons.find((b) => b.id === data.buttonId);
      if (!screen || !button) return null;
      const by = snapDelta(delta, pitch.current);
      const base = { id: button.id, x: button.x, y: button.y, w: button.w, h: button.h };
      const rect = data.mode === "move" ? moveRect(base, by) : resizeRect(base, by);
      return { rect, problem: findPlacementProblem(screen, buttons, rect) };
    },
    [editor.store],
  );

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const data = readData(event);
      const screen = editor.store.screen;
      if (!data || !screen) return;
      pitch.current = measurePitch(gridRef.current, screen.columns, screen.rows);
      setActive(data);
      editor.select(data.buttonId);
    },
    [editor, gridRef],
  );

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const data = readData(event);
      if (data) setPreview(findCandidate(data, event.delta));
    },
    [findCandidate],
  );

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const data = readData(event);
      setActive(null);
      setPreview(null);
      if (!data) return;
      const candidate = findCandidate(data, event.delta);
      const button = editor.store.buttons.find((b) => b.id === data.buttonId);
      if (!candidate || !button) return;
      const { rect, problem } = candidate;
      if (rect.x === button.x && rect.y === button.y && rect.w === button.w && rect.h === button.h)
        return;
      if (problem) {
        toast.error(problem);
        editor.announce(`Not moved: ${problem}`);
        return;
      }
      const { x, y, w, h } = rect;
      void editor
        .editButton(
          button.id,
          { x, y, w, h },
          data.mode === "move" ? "Move button" : "Resize button",
        )
        .then((ok) => {
          if (ok)
            editor.announce(
              data.mode === "move"
                ? `Moved to column ${x + 1}, row ${y + 1}`
                : `Now ${w} wide and ${h} high`,
            );
        });
    },
    [editor, findCandidate],
  );

  const onDragCancel = useCallback(() => {
    setActive(null);
    setPreview(null);
  }, []);

  return { sensors, preview, active, onDragStart, onDragMove, onDragEnd, onDragCancel };
}
