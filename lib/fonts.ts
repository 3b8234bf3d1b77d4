import * as z from "zod";

/**
 * SPEC §3 font choices for screens and buttons. Each family is a full stack so a device that
 * lacks the named font still gets one of the same kind. Nunito is bundled (@fontsource/nunito).
 */
export const FONTS = [
  {
    id: "system-sans",
    label: "System sans",
    family:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  {
    id: "system-serif",
    label: "System serif",
    family: 'ui-serif, "New York", Cambria, "Times New Roman", Times, serif',
  },
  {
    id: "system-mono",
    label: "System mono",
    family: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", monospace',
  },
  { id: "nunito", label: "Nunito", family: "Nunito, ui-sans-serif, system-ui, sans-serif" },
  { id: "arial", label: "Arial", family: 'Arial, "Helvetica Neue", Helvetica, sans-serif' },
  { id: "verdana", label: "Verdana", family: "Verdana, Geneva, Tahoma, sans-serif" },
  { id: "helvetica", label: "Helvetica", family: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { id: "tahoma", label: "Tahoma", family: "Tahoma, Verdana, Geneva, sans-serif" },
  {
    id: "trebuchet-ms",
    label: "Trebuchet MS",
    family: '"Trebuchet MS", "Lucida Grande", "Lucida Sans Unicode", sans-serif',
  },
  {
    id: "times-new-roman",
    label: "Times New Roman",
    family: '"Times New Roman", Times, "Liberation Serif", serif',
  },
  { id: "georgia", label: "Georgia", family: 'Georgia, "Times New Roman", Times, serif' },
  {
    id: "garamond",
    label: "Garamond",
    family: 'Garamond, "EB Garamond", Baskerville, "Baskerville Old Face", serif',
  },
  {
    id: "courier-new",
    label: "Courier New",
    family: '"Courier New", Courier, "Liberation Mono", monospace',
  },
  {
    id: "brush-script-mt",
    label: "Brush Script MT",
    family: '"Brush Script MT", "Brush Script Std", "Segoe Script", cursive',
  },
] as const;

export type Font = (typeof FONTS)[number];
export type FontId = Font["id"];

export const FONT_IDS = FONTS.map((font) => font.id) as [FontId, ...FontId[]];
export const fontIdSchema = z.enum(FONT_IDS);
export const DEFAULT_FONT_ID: FontId = "nunito";

export function getFont(id: FontId): Font {
  return FONTS.find((font) => font.id === id) ?? FONTS[3];
}
