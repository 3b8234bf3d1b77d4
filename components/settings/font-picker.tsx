"use client";

import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { FONTS, type FontId, fontIdSchema, getFont } from "@/lib/fonts";
import { useUpdateSettings } from "./use-update-settings";

/** The font new screens start with (SPEC §3 list), each option drawn in itself, with a preview. */
export function FontPicker({ value }: { value: FontId }) {
  const updateSettings = useUpdateSettings();
  const font = getFont(value);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor="default-font">Default font for new screens</Label>
        <Select
          value={value}
          onValueChange={(next) => {
            const parsed = fontIdSchema.safeParse(next);
            if (!parsed.success || parsed.data === value) return;
            void updateSettings(
              { defaultFont: parsed.data },
              `New screens will use ${getFont(parsed.data).label}`,
            );
          }}
        >
          <SelectTrigger id="default-font" className="w-full sm:w-72" data-testid="default-font">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FONTS.map((option) => (
              <SelectItem key={option.id} value={option.id} style={{ fontFamily: option.family }}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <figure
        aria-label={`Preview of ${font.label}`}
        data-testid="font-preview"
        className="grid grid-cols-3 gap-2 rounded-lg bg-slate-900 p-3 text-white"
        style={{ fontFamily: font.family }}
      >
        {["Go live", "Score 42", "Mute"].map((label) => (
          <span
            key={label}
            className="flex aspect-[4/3] items-center justify-center rounded-md bg-indigo-600 px-1 text-center text-sm font-bold sm:text-base"
          >
            {label}
          </span>
        ))}
        <figcaption className="col-span-3 text-xs text-slate-300">
          {font.label} — the quick brown fox jumps over the lazy dog 0123456789
        </figcaption>
      </figure>
    </div>
  );
}
