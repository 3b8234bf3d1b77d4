"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/** A screen, then one of its buttons (by label and cell) for `button_pressed`. */
export function ButtonPicker({
  id,
  screenId,
  buttonId,
  onChange,
}: {
  id: string;
  screenId: string;
  buttonId: string;
  onChange: (next: { screenId: string; buttonId: string }) => void;
}) {
  const { data: screens } = useSyncQuery(api.screens.list, {});
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Select value={screenId} onValueChange={(next) => onChange({ screenId: next, buttonId: "" })}>
        <SelectTrigger id={id} className="w-full" aria-label="Screen">
          <SelectValue
            placeholder={
              screens?.length === 0 ? "No screens yet" : buttonId ? "Keep its button" : "Screen"
            }
          />
        </SelectTrigger>
        <SelectContent>
          {screens?.map((screen) => (
            <SelectItem key={screen.id} value={screen.id}>
              {screen.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {screenId ? (
        <ButtonSelect
          screenId={screenId}
          buttonId={buttonId}
          onChange={(next) => onChange({ screenId, buttonId: next })}
        />
      ) : null}
    </div>
  );
}

function ButtonSelect({
  screenId,
  buttonId,
  onChange,
}: {
  screenId: string;
  buttonId: string;
  onChange: (buttonId: string) => void;
}) {
  const { data } = useSyncQuery(api.screens.get, { screenId });
  return (
    <Select value={buttonId} disabled={!data} onValueChange={onChange}>
      <SelectTrigger className="w-full" aria-label="Button">
        <SelectValue placeholder={data?.buttons.length === 0 ? "No buttons yet" : "Button"} />
      </SelectTrigger>
      <SelectContent>
        {data?.buttons.map((button) => (
          <SelectItem key={button.id} value={button.id}>
            {button.style.label || button.kind} · column {button.x + 1}, row {button.y + 1}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
