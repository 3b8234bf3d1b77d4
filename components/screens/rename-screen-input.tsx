"use client";

import { type KeyboardEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Inline rename: saved on Enter or leaving the field, Escape puts the old name back. */
export function RenameScreenInput({ screenId, name }: { screenId: string; name: string }) {
  const update = useSyncMutation(api.screens.update);
  const [value, setValue] = useState(name);

  // A rename from another device (or this one, once saved) replaces what is shown.
  useEffect(() => setValue(name), [name]);

  async function save() {
    const next = value.trim();
    if (next === name) {
      setValue(name);
      return;
    }
    if (!next) {
      toast.error("Give the screen a name");
      setValue(name);
      return;
    }
    const result = await update({ screenId, name: next });
    if (result === undefined) setValue(name);
    else toast.success(`Renamed to “${next}”`);
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") event.currentTarget.blur();
    if (event.key === "Escape") {
      setValue(name);
      // Blur after the reset renders, so save() sees the old name and does nothing.
      const input = event.currentTarget;
      window.setTimeout(() => input.blur(), 0);
    }
  }

  return (
    <Input
      aria-label={`Name of ${name}`}
      value={value}
      maxLength={100}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={handleKey}
      className="h-8 min-w-32 sm:min-w-40 border-transparent bg-transparent shadow-none hover:border-input focus-visible:border-input"
    />
  );
}
