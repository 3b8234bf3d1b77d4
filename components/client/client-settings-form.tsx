"use client";

import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { TEXT_SIZES, type TextSize, useClientSettings } from "./use-client-settings";

const NO_DEFAULT = "none";

function Row({
  label,
  hint,
  control,
}: {
  label: string;
  hint: string;
  control: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-48 flex-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {control(id)}
    </div>
  );
}

/** How screens behave on this device; stored on the device, not in the account. */
export function ClientSettingsForm() {
  const [settings, update] = useClientSettings();
  const { data: screens } = useSyncQuery(api.clientScreens.list, {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>This device</CardTitle>
        <CardDescription>
          Saved on this device only, so a wall tablet and a phone can behave differently.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Row
          label="Button text size"
          hint="Scales the labels on every screen."
          control={(id) => (
            <Select
              value={settings.textSize}
              onValueChange={(value) => update({ textSize: value as TextSize })}
            >
              <SelectTrigger id={id} className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(TEXT_SIZES).map(([value, size]) => (
                  <SelectItem key={value} value={value}>
                    {size.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <Row
          label="Keep screen awake"
          hint="While a screen is open, the display does not dim or lock."
          control={(id) => (
            <Switch
              id={id}
              checked={settings.keepAwake}
              onCheckedChange={(keepAwake) => update({ keepAwake })}
            />
          )}
        />
        <Row
          label="Fullscreen on open"
          hint="Opening a screen hides the browser's bars."
          control={(id) => (
            <Switch
              id={id}
              checked={settings.fullscreenOnOpen}
              onCheckedChange={(fullscreenOnOpen) => update({ fullscreenOnOpen })}
            />
          )}
        />
        <Row
          label="Haptics"
          hint="A short vibration on every press, where the device supports it."
          control={(id) => (
            <Switch
              id={id}
              checked={settings.haptics}
              onCheckedChange={(haptics) => update({ haptics })}
            />
          )}
        />
        <Row
          label="Default screen"
          hint="Opens by itself when the app starts."
          control={(id) => (
            <Select
              value={settings.defaultScreenId ?? NO_DEFAULT}
              onValueChange={(value) =>
                update({ defaultScreenId: value === NO_DEFAULT ? null : value })
              }
            >
              <SelectTrigger id={id} className="w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_DEFAULT}>None (screen list)</SelectItem>
                {screens?.map((screen) => (
                  <SelectItem key={screen.id} value={screen.id}>
                    {screen.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </CardContent>
    </Card>
  );
}
