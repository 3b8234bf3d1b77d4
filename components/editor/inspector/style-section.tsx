"use client";

import { FONTS } from "@/lib/fonts";
import type { ButtonStyle } from "@/lib/schemas/button";
import type { EditorButton } from "../store/screen-store";
import { ColorField, NumberField, Section, SelectField } from "./fields";

const INHERIT = "inherit";
const DEFAULT_SIZE = 14;

/** Colours, font, size and alignment of the selected widget. */
export function StyleSection({
  button,
  onStyle,
}: {
  button: EditorButton;
  onStyle: (changes: Partial<ButtonStyle>, label: string) => void;
}) {
  const { style } = button;
  return (
    <Section title="Look">
      <div className="grid grid-cols-2 gap-3">
        <ColorField
          id="button-text-color"
          label="Text colour"
          value={style.textColor}
          fallback="#ffffff"
          onCommit={(textColor) => onStyle({ textColor }, "Change text colour")}
        />
        <ColorField
          id="button-background-color"
          label="Background"
          value={style.backgroundColor}
          fallback="#2a2d4a"
          onCommit={(backgroundColor) => onStyle({ backgroundColor }, "Change background")}
        />
      </div>
      <SelectField
        id="button-font"
        label="Font"
        value={style.fontFamily ?? INHERIT}
        options={[
          { value: INHERIT, label: "Screen's font" },
          ...FONTS.map((font) => ({ value: font.id, label: font.label })),
        ]}
        onChange={(font) =>
          onStyle(
            { fontFamily: font === INHERIT ? undefined : (font as ButtonStyle["fontFamily"]) },
            "Change font",
          )
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id="button-font-size"
          label="Text size"
          value={style.fontSize ?? DEFAULT_SIZE}
          min={4}
          max={60}
          hint="Percent of a cell's width"
          onCommit={(fontSize) => onStyle({ fontSize }, "Change text size")}
        />
        <SelectField
          id="button-align"
          label="Align"
          value={style.align ?? "center"}
          options={[
            { value: "top", label: "Top" },
            { value: "center", label: "Middle" },
            { value: "bottom", label: "Bottom" },
          ]}
          onChange={(align) => onStyle({ align }, "Change alignment")}
        />
      </div>
    </Section>
  );
}
