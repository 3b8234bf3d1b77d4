"use client";

import {
  ArrowDownIcon,
  ArrowUpIcon,
  CopyIcon,
  GripVerticalIcon,
  MonitorIcon,
  Trash2Icon,
} from "lucide-react";
import { type KeyboardEvent, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import type { Step } from "@/lib/schemas/steps";
import { isHostStep, STEP_CATALOG, summarizeStep } from "@/lib/shortcuts/step-catalog";
import type { ListPath } from "@/lib/shortcuts/step-list";
import { findStepProblems } from "@/lib/shortcuts/step-problems";
import { cn } from "@/lib/utils";
import { useStepEditorOptions } from "./step-editor-context";
import { StepFields } from "./step-fields";
import { pathKey } from "./step-list-context";
import { StoreInField } from "./store-in-field";
import { useStepDrag } from "./use-step-drag";

/** One step: its kind, reorder / enable / duplicate / delete, and its form. */
export function StepCard({
  step,
  index,
  count,
  path,
  onChange,
  onMove,
  onDuplicate,
  onToggle,
  onRemove,
}: {
  step: Step;
  index: number;
  count: number;
  path: ListPath;
  onChange: (step: Step) => void;
  onMove: (to: number, control: string) => void;
  onDuplicate: () => void;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const idPrefix = useId();
  const drag = useStepDrag(path, index);
  const options = useStepEditorOptions();
  const entry = STEP_CATALOG[step.type];
  const problems = findStepProblems(step, options.variables);
  const summary = summarizeStep(step, {
    shortcut: (id) => options.shortcuts.find((s) => s.id === id)?.name ?? "",
  });
  const title = `Step ${index + 1}: ${entry.label}`;

  // Alt+↑ / Alt+↓ anywhere in the card moves it, like reordering lines in an editor.
  function onKeyDown(event: KeyboardEvent) {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    event.stopPropagation();
    const up = event.key === "ArrowUp";
    onMove(index + (up ? -1 : 1), "card");
  }

  return (
    <li
      ref={drag.setNodeRef}
      style={drag.style}
      data-step-path={pathKey(path)}
      data-testid="step-card"
      data-step-type={step.type}
      data-disabled={step.disabled ? "true" : undefined}
      onKeyDown={onKeyDown}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4",
        step.disabled && "border-dashed bg-muted/40",
        drag.isDragging && "relative z-10 opacity-90 shadow-lg",
        drag.isOver && "ring-2 ring-primary",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          {...drag.handleProps}
          title="Drag to reorder"
          className="-ml-1 flex h-8 w-5 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:text-foreground active:cursor-grabbing"
        >
          <GripVerticalIcon className="size-4" />
        </button>
        <h4
          tabIndex={-1}
          data-focus="card"
          className="flex min-w-48 flex-1 items-baseline gap-2 rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={title}
        >
          <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
          <span className="whitespace-nowrap">{entry.label}</span>
          {summary && (
            <span className="truncate font-mono text-sm font-normal text-muted-foreground">
              {summary}
            </span>
          )}
        </h4>
        {step.disabled && <Badge variant="secondary">Disabled</Badge>}
        <div className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            data-focus="up"
            aria-label={`Move step ${index + 1} up`}
            title="Move up (Alt+↑)"
            disabled={index === 0}
            onClick={() => onMove(index - 1, "up")}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            data-focus="down"
            aria-label={`Move step ${index + 1} down`}
            title="Move down (Alt+↓)"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, "down")}
          >
            <ArrowDownIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Duplicate step ${index + 1}`}
            onClick={onDuplicate}
          >
            <CopyIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete step ${index + 1}`}
            onClick={onRemove}
          >
            <Trash2Icon />
          </Button>
          <Switch
            className="ml-1"
            checked={!step.disabled}
            onCheckedChange={onToggle}
            aria-label={`Step ${index + 1} enabled`}
          />
        </div>
      </div>
      {isHostStep(step) && (
        <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <MonitorIcon className="size-4 shrink-0" />
          The host agent runs this step on your computer.
        </p>
      )}
      <StepFields
        step={step}
        onChange={onChange}
        problems={problems}
        idPrefix={idPrefix}
        path={path}
      />
      {step.type !== "if" && (
        <StoreInField
          step={step}
          onChange={onChange}
          idPrefix={idPrefix}
          error={problems.storeIn}
        />
      )}
    </li>
  );
}
