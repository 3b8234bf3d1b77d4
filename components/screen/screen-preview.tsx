import { PlusIcon } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { getFont } from "@/lib/fonts";
import {
  fillLabelTemplate,
  findEmptyCells,
  type PreviewButton,
  type PreviewScreen,
} from "@/lib/screen/preview-types";
import { cn } from "@/lib/utils";
import { getButtonIcon } from "./button-icons";

type ScreenPreviewProps = {
  screen: PreviewScreen;
  variables?: Record<string, string | number | boolean>;
  className?: string;
  /** Editing hooks (the new editor); without them the preview is purely presentational. */
  selectedId?: string;
  onSelectButton?: (id: string) => void;
  onAddButton?: (cell: { x: number; y: number }) => void;
  renderLabel?: (button: PreviewButton, label: string) => ReactNode;
};

/**
 * Draws a screen as a CSS grid whose aspect ratio keeps cells square-ish at any width; sizes
 * scale with the container (container query units), so a thumbnail and a tablet look alike.
 */
export function ScreenPreview({
  screen,
  variables,
  className,
  selectedId,
  onSelectButton,
  onAddButton,
  renderLabel,
}: ScreenPreviewProps) {
  const gridStyle: CSSProperties = {
    gridTemplateColumns: `repeat(${screen.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${screen.rows}, minmax(0, 1fr))`,
    gap: `calc(${screen.gap} * 100cqw / 800)`,
    aspectRatio: `${screen.columns} / ${screen.rows}`,
    background: screen.background,
    fontFamily: getFont(screen.fontFamily).family,
    // One cell's width, so labels and icons scale with the grid.
    ["--cell" as string]: `calc(100cqw / ${screen.columns})`,
  };
  return (
    <div className={cn("@container w-full", className)}>
      <div className="grid w-full rounded-[calc(100cqw/60)] p-[calc(100cqw/60)]" style={gridStyle}>
        {screen.buttons.map((button) => (
          <PreviewTile
            key={button.id}
            button={button}
            label={fillLabelTemplate(button.label, variables)}
            selected={button.id === selectedId}
            onSelect={onSelectButton}
            renderLabel={renderLabel}
          />
        ))}
        {onAddButton &&
          findEmptyCells(screen).map((cell) => (
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

function PreviewTile({
  button,
  label,
  selected,
  onSelect,
  renderLabel,
}: {
  button: PreviewButton;
  label: string;
  selected: boolean;
  onSelect?: (id: string) => void;
  renderLabel?: (button: PreviewButton, label: string) => ReactNode;
}) {
  const Icon = getButtonIcon(button.style.icon);
  const isLabel = button.kind === "label";
  const on = button.value === true;
  const style: CSSProperties = {
    gridColumn: `${button.x + 1} / span ${button.w}`,
    gridRow: `${button.y + 1} / span ${button.h}`,
    backgroundColor: isLabel ? "transparent" : button.style.backgroundColor,
    color: button.style.textColor,
    fontSize: `calc(var(--cell) * ${(button.style.fontSize ?? 14) / 100})`,
  };
  const content = (
    <>
      {button.kind === "toggle" && (
        <span
          aria-hidden
          className={cn(
            "absolute top-[8%] right-[8%] size-[calc(var(--cell)*0.09)] rounded-full",
            on ? "bg-emerald-400 shadow-[0_0_8px_var(--color-emerald-400)]" : "bg-white/30",
          )}
        />
      )}
      {Icon && <Icon aria-hidden className="size-[calc(var(--cell)*0.3)] shrink-0" />}
      <span className="line-clamp-2 max-w-full font-bold leading-tight break-words">
        {renderLabel ? renderLabel(button, label) : label}
      </span>
      {button.kind === "slider" && (
        <span
          aria-hidden
          className="relative mt-[6%] h-[calc(var(--cell)*0.07)] w-4/5 rounded-full bg-black/30"
        >
          <span
            className="absolute inset-y-0 left-0 rounded-full bg-current"
            style={{ width: `${Math.round(Number(button.value ?? 0.5) * 100)}%` }}
          />
        </span>
      )}
    </>
  );
  const className = cn(
    "relative flex min-w-0 flex-col items-center justify-center gap-[6%] overflow-hidden rounded-[calc(var(--cell)*0.12)] p-[4%] text-center",
    !isLabel && "shadow-[inset_0_-3px_0_rgb(0_0_0/0.25),0_2px_6px_rgb(0_0_0/0.25)]",
    button.kind === "toggle" && on && "ring-2 ring-emerald-400/80 ring-inset",
    selected && "outline-3 outline-offset-2 outline-white",
  );
  if (onSelect) {
    return (
      <button
        type="button"
        style={style}
        className={cn(className, "focus-visible:outline-3 focus-visible:outline-white")}
        onClick={() => onSelect(button.id)}
        aria-pressed={selected}
      >
        {content}
      </button>
    );
  }
  return (
    <div style={style} className={className}>
      {content}
    </div>
  );
}
