import type { FontId } from "@/lib/fonts";
import type { ButtonKind, ButtonStyle } from "@/lib/schemas/button";
import type { JsonValue } from "@/lib/schemas/common";
import type { Visibility } from "@/lib/schemas/screen";

/** What `screens:render` returns and `ScreenRenderer` draws (DESIGN §7). */
export type RenderedScreen = {
  id: string;
  hostId: string;
  name: string;
  columns: number;
  rows: number;
  gap: number;
  backgroundColor: string;
  backgroundImage: string | null;
  fontFamily: FontId;
  visibility: Visibility;
  version: number;
};

export type RenderedButton = {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: ButtonKind;
  /** The label template with live values filled in. */
  label: string;
  /** Base style with the active state's overrides applied. */
  style: ButtonStyle;
  /** Index of the active state, or null when the button has none. */
  stateIndex: number | null;
  /** The bound variable's value (toggle on/off, slider position, display). */
  value: JsonValue;
  /** Ask before running: false, true or a custom question. */
  confirm: boolean | { message: string };
  targetScreenId: string | null;
  /** Whether pressing does something (a binding, folder or back). */
  interactive: boolean;
};

export type RenderResult = { screen: RenderedScreen; buttons: RenderedButton[] };
