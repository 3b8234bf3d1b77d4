"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { ShortcutDetail } from "@/lib/api-types";

/** Choose one of my shortcuts (from `shortcuts:list`), or go make one. */
export function ShortcutPicker({
  id,
  value,
  shortcuts,
  onChange,
}: {
  id: string;
  value: string | undefined;
  shortcuts: readonly ShortcutDetail[];
  onChange: (shortcutId: string) => void;
}) {
  const missing = value && !shortcuts.some((s) => s.id === value);
  return (
    <div className="flex flex-col gap-1.5">
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label="Shortcut" className="w-full">
          <SelectValue placeholder={shortcuts.length ? "Choose a shortcut" : "No shortcuts yet"} />
        </SelectTrigger>
        <SelectContent>
          {shortcuts.map((shortcut) => (
            <SelectItem key={shortcut.id} value={shortcut.id}>
              {shortcut.name} · {shortcut.steps.length}{" "}
              {shortcut.steps.length === 1 ? "step" : "steps"}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {missing && (
        <p role="alert" className="text-sm text-destructive">
          The bound shortcut no longer exists. Choose another.
        </p>
      )}
      <Link
        href="/host/shortcuts"
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <PlusIcon className="size-3.5" />
        Create a shortcut
      </Link>
    </div>
  );
}
