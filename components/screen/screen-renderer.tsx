"use client";

import { PlusIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { findEmptyCells } from "@/lib/screen/layout";
import type { RendererScreen } from "@/lib/screen/local-screen";
import type { RenderedButton } from "@/lib/screen/render-types";
import { cn } from "@/lib/utils";
import {
  getGridStyle,
  getTileDescription,
  getTileStyle,
  isToggleOn,
  LONG_PRESS_MS,
  type PressEvent,
} from "./renderer-helpers";
import { ScreenTileContent } from "./screen-tile-content";
import { getTileClassName } from "./tile-class-name";

export type ScreenRendererProps = {
  screen: RendererScreen;
  buttons: RenderedButton[];
  className?: string;
  /** Makes tiles real buttons: press on pointer/key down, release on up, longPress when held. */
  onPress?: (buttonId: string, event: PressEvent) => void;
  /** Editor: outline for the selected tile. */
  selectedId?: string;
  /** Editor: empty cells become "add a button here" buttons. */
  onAddButton?: (cell: { x: number; y: number }) => void;
  renderLabel?: (button: RenderedButton) => ReactNode;
};

/**
 * The one component that draws a screen from `screens:render` data: the editor preview, the
 * client render page, thumbnails and discover all use it. Pure and presentational.
 */
export function ScreenRenderer({
  screen,
  buttons,
  className,
  onPress,
  selectedId,
  onAddButton,
  renderLabel,
}: ScreenRendererProps) {
  return (
    <div className={cn("@container w-full", className)}>
      <div
        className="grid w-full rounded-[calc(100cqw/60)] p-[calc(100cqw/60)]"
        style={getGridStyle(screen)}
      >
        {buttons.map((button) => (
          <ScreenTile
            key={button.id}
            button={button}
            selected={button.id === selectedId}
            onPress={onPress}
            renderLabel={renderLabel}
          />
        ))}
        {onAddButton &&
          findEmptyCells(screen, buttons).map((cell) => (
            <button
              key={`${cell.x}:${cell.y}`}
              type="button"
              aria-label={`Add a button at column ${cell.x + 1}, row ${cell.y + 1}`}
              onClick={() => onAddButton(cell)}
              style={{ gridColumn: `${cell.x + 1}`, gridRow: `${cell.y + 1}` }}
              className="flex items-center justify-center rounded-[calc(var(--cell)*0.12)] border-2 border-dashed border-white/15 text-white/40 transition-colors hover:border-white/40 hover:text-white/80 focus-visible:outline-2 focus-visible:outline-white"
            >
              <PlusIcon className="size-[calc(var(--cell)*0.22)]" />
            </button>
          ))}
      </div>
    </div>
  );
}

function ScreenTile({
  button,
  selected,
  onPress,
  renderLabel,
}: {
  button: RenderedButton;
  selected: boolean;
  onPress?: ScreenRendererProps["onPress"];
  renderLabel?: ScreenRendererProps["renderLabel"];
}) {
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const className = cn(getTileClassName(button, selected), pressed && "scale-95 brightness-90");
  const content = <ScreenTileContent button={button} label={renderLabel?.(button)} />;
  if (!onPress) {
    return (
      <div style={getTileStyle(button)} className={className}>
        {content}
      </div>
    );
  }

  const down = () => {
    if (pressed) return;
    setPressed(true);
    onPress(button.id, "press");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onPress(button.id, "longPress"), LONG_PRESS_MS);
  };
  const up = () => {
    if (!pressed) return;
    setPressed(false);
    clearTimeout(timer.current);
    onPress(button.id, "release");
  };
  const isPressKey = (event: KeyboardEvent) => event.key === "Enter" || event.key === " ";

  return (
    <button
      type="button"
      style={getTileStyle(button)}
      className={cn(
        className,
        "touch-manipulation select-none focus-visible:outline-3 focus-visible:outline-white",
      )}
      aria-label={getTileDescription(button)}
      aria-pressed={button.kind === "toggle" ? isToggleOn(button.value) : undefined}
      data-pressed={pressed || undefined}
      onPointerDown={(event) => {
        if (event.button === 0) down();
      }}
      onPointerUp={up}
      onPointerCancel={up}
      onPointerLeave={up}
      onKeyDown={(event) => {
        if (!isPressKey(event) || event.repeat) return;
        event.preventDefault();
        down();
      }}
      onKeyUp={(event) => {
        if (isPressKey(event)) up();
      }}
      onBlur={up}
      onContextMenu={(event) => event.preventDefault()}
    >
      {content}
    </button>
  );
}
