"use client";

import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Step, StepType } from "@/lib/schemas/steps";
import { STEP_CATALOG, STEP_GROUPS, stepTypesInGroup } from "@/lib/shortcuts/step-catalog";

/** "Add step": every step kind, grouped by what it acts on. */
export function AddStepMenu({
  onAdd,
  label = "Add step",
  variant = "outline",
}: {
  onAdd: (step: Step) => void;
  label?: string;
  variant?: "outline" | "default" | "ghost";
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size="sm" className="w-fit">
          <PlusIcon />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-72 overflow-y-auto"
      >
        {STEP_GROUPS.map((group, index) => (
          <DropdownMenuGroup key={group}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>
              {group}
              {group === "Host computer" && (
                <span className="block text-xs font-normal text-muted-foreground">
                  Run by the host agent
                </span>
              )}
            </DropdownMenuLabel>
            {stepTypesInGroup(group).map((type: StepType) => (
              <DropdownMenuItem
                key={type}
                onSelect={() => onAdd(STEP_CATALOG[type].create())}
                className="flex-col items-start gap-0"
              >
                <span>{STEP_CATALOG[type].label}</span>
                <span className="text-xs text-muted-foreground">
                  {STEP_CATALOG[type].description}
                </span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
