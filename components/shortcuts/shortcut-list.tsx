"use client";

import { CopyIcon, EllipsisVerticalIcon, PencilIcon, Trash2Icon, ZapIcon } from "lucide-react";
import { getButtonIcon } from "@/components/screen/button-icons";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ShortcutDetail } from "@/lib/api-types";
import { countSteps } from "@/lib/shortcuts/step-list";
import { cn } from "@/lib/utils";

export type ShortcutAction = "rename" | "duplicate" | "delete";

function describeShortcut(shortcut: ShortcutDetail): string {
  const count = countSteps(shortcut.steps);
  const steps = count === 1 ? "1 step" : `${count} steps`;
  return shortcut.mode === "concurrent" ? `${steps} · all at once` : steps;
}

/** My shortcuts; the selected one is marked for screen readers with aria-current. */
export function ShortcutList({
  shortcuts,
  selectedId,
  onSelect,
  onAction,
}: {
  shortcuts: readonly ShortcutDetail[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAction: (shortcut: ShortcutDetail, action: ShortcutAction) => void;
}) {
  return (
    <ul aria-label="Your shortcuts" className="flex flex-col gap-1">
      {shortcuts.map((shortcut) => {
        const Icon = getButtonIcon(shortcut.icon ?? undefined) ?? ZapIcon;
        const selected = shortcut.id === selectedId;
        return (
          <li
            key={shortcut.id}
            data-testid="shortcut-item"
            className={cn(
              "group flex items-center gap-1 rounded-lg border border-transparent pr-1 transition-colors",
              selected ? "border-primary/40 bg-primary/10" : "hover:bg-muted/60",
            )}
          >
            <button
              type="button"
              aria-current={selected ? "true" : undefined}
              onClick={() => onSelect(shortcut.id)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-3 py-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                <Icon className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">{shortcut.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {describeShortcut(shortcut)}
                </span>
              </span>
            </button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={`Actions for ${shortcut.name}`}>
                  <EllipsisVerticalIcon />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onAction(shortcut, "rename")}>
                  <PencilIcon />
                  Rename
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onAction(shortcut, "duplicate")}>
                  <CopyIcon />
                  Duplicate
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  onSelect={() => onAction(shortcut, "delete")}
                >
                  <Trash2Icon />
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
