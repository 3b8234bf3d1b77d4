import type { CSSProperties } from "react";
import { getFont } from "@/lib/fonts";
import type { JsonValue } from "@/lib/schemas/common";
import type { RendererScreen } from "@/lib/screen/local-screen";
import type { RenderedButton } from "@/lib/screen/render-types";

/** Events a press produces, the same names as `buttons:press` (DESIGN §7). */
export type PressEvent = "press" | "release" | "longPress";
export const LONG_PRESS_MS = 500;

/** Default label size in percent of one cell's width. */
export const DEFAULT_FONT_SIZE = 14;

/**
 * The grid keeps cells square-ish at any width: its aspect ratio is columns / rows and every
 * size is in container query units, so a thumbnail and a tablet look alike.
 */
export function getGridStyle(screen: RendererScreen): CSSProperties {
  return {
    gridTemplateColumns: `repeat(${screen.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${screen.rows}, minmax(0, 1fr))`,
    gap: `calc(${screen.gap} * 100cqw / 800)`,
    aspectRatio: `${screen.columns} / ${screen.rows}`,
    backgroundColor: screen.backgroundColor,
    backgroundImage: screen.backgroundImage
      ? `url(${JSON.stringify(screen.backgroundImage)})`
      : undefined,
    backgroundSize: "cover",
    backgroundPosition: "center",
    fontFamily: getFont(screen.fontFamily).family,
    // One cell's width, so labels and icons scale with the grid.
    ["--cell" as string]: `calc(100cqw / ${screen.columns})`,
  };
}

export function getTileStyle(button: RenderedButton): CSSProperties {
  const { style } = button;
  return {
    gridColumn: `${button.x + 1} / span ${button.w}`,
    gridRow: `${button.y + 1} / span ${button.h}`,
    backgroundColor: style.backgroundColor ?? (button.kind === "label" ? "transparent" : "#2a2d4a"),
    backgroundImage: style.image ? `url(${JSON.stringify(style.image)})` : undefined,
    backgroundSize: "cover",
    backgroundPosition: "center",
    color: style.textColor ?? "#ffffff",
    fontFamily: style.fontFamily ? getFont(style.fontFamily).family : undefined,
    fontSize: `calc(var(--cell) * ${(style.fontSize ?? DEFAULT_FONT_SIZE) / 100})`,
    justifyContent:
      style.align === "top" ? "flex-start" : style.align === "bottom" ? "flex-end" : "center",
  };
}

/** An icon reference is an image URL (uploaded asset) or a built-in icon name. */
export function isImageRef(ref: string): boolean {
  return /^(https?:\/\/|\/|data:image\/)/i.test(ref);
}

/** A slider's fill 0–1: values 0–1 as they are, 0–100 as percent, clamped. */
export function getSliderFraction(value: JsonValue): number {
  const n = typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(n)) return 0;
  const fraction = n > 1 ? n / 100 : n;
  return Math.min(1, Math.max(0, fraction));
}

/** Toggles read their bound value: true, a non-zero number, "on"/"true". */
export function isToggleOn(value: JsonValue): boolean {
  if (typeof value === "string") return ["on", "true", "1", "yes"].includes(value.toLowerCase());
  return value === true || (typeof value === "number" && value !== 0);
}

/** What a screen reader hears for a tile: its label, plus the toggle or slider state. */
export function getTileDescription(button: RenderedButton): string {
  const label = button.label.trim() || (button.kind === "back" ? "Back" : "Button");
  if (button.kind === "toggle") return `${label}, ${isToggleOn(button.value) ? "on" : "off"}`;
  if (button.kind === "slider")
    return `${label}, ${Math.round(getSliderFraction(button.value) * 100)}%`;
  if (button.kind === "folder") return `${label}, opens a screen`;
  return label;
}
