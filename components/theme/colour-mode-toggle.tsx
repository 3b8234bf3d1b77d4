"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { colourModeSchema } from "@/lib/theme/colour-mode";
import { useColourMode } from "./colour-mode-provider";

const OPTIONS = [
  { mode: "light", label: "Light", Icon: SunIcon },
  { mode: "dark", label: "Dark", Icon: MoonIcon },
  { mode: "system", label: "System", Icon: MonitorIcon },
] as const;

/** Light / dark / system menu for every area's header; a Radix menu, so arrows and Esc work. */
export function ColourModeToggle() {
  const { mode, setMode } = useColourMode();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Colour mode" data-testid="colour-mode">
          <SunIcon className="size-5 dark:hidden" />
          <MoonIcon className="hidden size-5 dark:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Colour mode</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={mode}
          onValueChange={(value) => {
            const parsed = colourModeSchema.safeParse(value);
            if (parsed.success) setMode(parsed.data);
          }}
        >
          {OPTIONS.map(({ mode: option, label, Icon }) => (
            <DropdownMenuRadioItem key={option} value={option}>
              <Icon />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
