"use client";

import { CheckIcon, LocateFixedIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatHostClock } from "@/lib/settings/format-host-clock";
import {
  detectBrowserTimezone,
  filterTimezones,
  listTimezones,
} from "@/lib/settings/list-timezones";
import { cn } from "@/lib/utils";
import { useUpdateSettings } from "./use-update-settings";

/** Enough to scan; typing narrows the rest down. */
const MAX_SHOWN = 60;

/**
 * A searchable list of IANA zones (a combobox: type to filter, arrows to move, Enter to
 * pick) plus "Use this device's timezone". Picking saves at once.
 */
export function TimezonePicker({ value }: { value: string }) {
  const updateSettings = useUpdateSettings();
  const zones = useMemo(listTimezones, []);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const [now, setNow] = useState(() => new Date());
  const matches = useMemo(() => filterTimezones(zones, search), [zones, search]);
  const shown = matches.slice(0, MAX_SHOWN);
  const browserZone = useMemo(detectBrowserTimezone, []);

  // The clock beside the current zone follows the minute, as `$time` does.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);

  async function pick(zone: string) {
    if (zone === value) return;
    if (await updateSettings({ timezone: zone }, `Timezone set to ${zone}`)) setSearch("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const zone = shown[active];
      if (zone) void pick(zone);
    }
  }

  const clock = formatHostClock(now, value);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Current:{" "}
        <span className="font-semibold" data-testid="current-timezone">
          {value}
        </span>{" "}
        <span className="text-muted-foreground">
          — it is {clock.time} on {clock.date} there
        </span>
      </p>
      {browserZone && browserZone !== value && (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => void pick(browserZone)}
          data-testid="detect-timezone"
        >
          <LocateFixedIcon />
          Use this device’s timezone ({browserZone})
        </Button>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="timezone-search">Find a timezone</Label>
        <Input
          id="timezone-search"
          type="search"
          role="combobox"
          aria-expanded
          aria-controls="timezone-options"
          aria-activedescendant={shown[active] ? optionId(shown[active]) : undefined}
          autoComplete="off"
          placeholder="City or region, e.g. Paris or New York"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="sm:w-96"
        />
        <div
          id="timezone-options"
          role="listbox"
          aria-label="Timezones"
          className="max-h-64 overflow-y-auto rounded-md border p-1 sm:w-96"
        >
          {shown.length === 0 && (
            <p className="px-2 py-3 text-center text-sm text-muted-foreground">
              No timezone matches “{search}”.
            </p>
          )}
          {shown.map((zone, index) => (
            // Keyboard selection runs through the search field (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles keys.
            <div
              key={zone}
              tabIndex={-1}
              id={optionId(zone)}
              role="option"
              aria-selected={zone === value}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm",
                index === active && "bg-accent text-accent-foreground",
              )}
              onMouseEnter={() => setActive(index)}
              onClick={() => void pick(zone)}
            >
              <span className="truncate">{zone.replaceAll("_", " ")}</span>
              {zone === value && <CheckIcon className="size-4 shrink-0 text-primary" />}
            </div>
          ))}
          {matches.length > shown.length && (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">
              {matches.length - shown.length} more — keep typing to narrow the list.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function optionId(zone: string): string {
  return `tz-${zone.replaceAll(/[^A-Za-z0-9]/g, "-")}`;
}
