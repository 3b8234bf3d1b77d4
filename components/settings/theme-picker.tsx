"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useColourMode } from "@/components/theme/colour-mode-provider";
import { type ColourMode, colourModeSchema } from "@/lib/theme/colour-mode";
import { cn } from "@/lib/utils";
import { useUpdateSettings } from "./use-update-settings";

const OPTIONS = [
  { mode: "light", label: "Light", Icon: SunIcon },
  { mode: "dark", label: "Dark", Icon: MoonIcon },
  { mode: "system", label: "System", Icon: MonitorIcon },
] as const;

/**
 * Light / dark / system. The colour-mode cookie is what paints pages (the header toggle sets
 * it too), so choosing here sets the cookie at once and also stores the choice with the
 * host's settings.
 */
export function ThemePicker() {
  const { mode, setMode } = useColourMode();
  const updateSettings = useUpdateSettings();

  function choose(next: ColourMode) {
    if (next === mode) return;
    setMode(next);
    const label = OPTIONS.find((option) => option.mode === next)?.label ?? next;
    void updateSettings({ theme: next }, `Theme set to ${label.toLowerCase()}`);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">Theme</legend>
      <div className="grid grid-cols-3 gap-2">
        {OPTIONS.map(({ mode: option, label, Icon }) => (
          <label
            key={option}
            className={cn(
              "flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-3 text-sm font-medium transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent",
              mode === option && "border-primary bg-primary/10 text-primary",
            )}
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={mode === option}
              className="sr-only"
              onChange={(event) => {
                const parsed = colourModeSchema.safeParse(event.target.value);
                if (parsed.success) choose(parsed.data);
              }}
            />
            <Icon className="size-5" aria-hidden />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
