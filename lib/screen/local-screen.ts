import { renderTemplate } from "@/lib/expressions";
import type { FontId } from "@/lib/fonts";
import type { ButtonKind, ButtonStyle } from "@/lib/schemas/button";
import type { JsonValue } from "@/lib/schemas/common";
import type { RenderedButton, RenderedScreen } from "./render-types";

/**
 * A screen held in the browser only (the home page example, the unsaved /private/neweditor
 * screen): the same look as a stored one, drawn by the same ScreenRenderer.
 */
export type LocalButton = {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: ButtonKind;
  /** May hold `{{expression}}` placeholders. */
  label: string;
  style: Omit<ButtonStyle, "label">;
  /** Toggle on/off or slider position, for the look. */
  value?: JsonValue;
};

export type LocalScreen = {
  columns: number;
  rows: number;
  gap: number;
  backgroundColor: string;
  fontFamily: FontId;
  buttons: LocalButton[];
};

export type RendererScreen = Pick<
  RenderedScreen,
  "columns" | "rows" | "gap" | "backgroundColor" | "fontFamily"
> & { backgroundImage?: string | null };

/** What `screens:render` would return for a local screen, with these variable values. */
export function renderLocalScreen(
  screen: LocalScreen,
  variables: Readonly<Record<string, JsonValue>> = {},
): { screen: RendererScreen; buttons: RenderedButton[] } {
  return {
    screen,
    buttons: screen.buttons.map((b) => ({
      id: b.id,
      x: b.x,
      y: b.y,
      w: b.w,
      h: b.h,
      kind: b.kind,
      label: renderTemplate(b.label, variables),
      style: b.style,
      stateIndex: null,
      value: b.value ?? null,
      confirm: false,
      targetScreenId: null,
      interactive: b.kind !== "label",
    })),
  };
}
