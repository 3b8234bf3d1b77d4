"use client";

import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { toast } from "sonner";
import type { Step } from "@/lib/schemas/steps";
import { STEP_CATALOG } from "@/lib/shortcuts/step-catalog";
import {
  appendStep,
  duplicateStep,
  type ListPath,
  moveStep,
  removeStep,
  replaceStep,
  toggleStepDisabled,
} from "@/lib/shortcuts/step-list";
import { AddStepMenu } from "./add-step-menu";
import { StepCard } from "./step-card";
import { pathKey, useUpdateStepList } from "./step-list-context";

/** After a reorder, focus follows the step to its new place (cards are keyed by position). */
function focusStepControl(path: ListPath, control: string) {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-step-path="${pathKey(path)}"]`);
    const target = card?.querySelector<HTMLElement>(`[data-focus="${control}"]:not(:disabled)`);
    (target ?? card?.querySelector<HTMLElement>('[data-focus="card"]'))?.focus();
  });
}

/** One list of steps (the shortcut's, or an `if` branch): cards plus "Add step". */
export function StepListEditor({
  steps,
  path,
  emptyText,
}: {
  steps: readonly Step[];
  path: ListPath;
  emptyText: string;
}) {
  const update = useUpdateStepList();
  // A few pixels of travel before a drag starts, so clicks on the grip stay clicks.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  function onDragEnd({ active, over }: DragEndEvent) {
    const from = active.data.current?.index;
    const to = over?.data.current?.index;
    if (typeof from !== "number" || typeof to !== "number" || from === to) return;
    update(path, (list) => moveStep(list, from, to));
  }

  function move(index: number, to: number, control: string) {
    if (to < 0 || to >= steps.length) return;
    update(path, (list) => moveStep(list, index, to));
    focusStepControl([...path, to], control);
  }

  function remove(index: number) {
    const before = [...steps];
    const step = steps[index];
    update(path, (list) => removeStep(list, index));
    if (step) {
      toast.success(`Deleted “${STEP_CATALOG[step.type].label}”`, {
        action: { label: "Undo", onClick: () => update(path, () => before) },
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {steps.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        // Each list has its own context: a step moves within its list, never into a branch.
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <ol className="flex flex-col gap-3" aria-label={path.length === 0 ? "Steps" : undefined}>
            {steps.map((step, index) => (
              <StepCard
                // Steps have no ids of their own; fields resync from their values after a move.
                // biome-ignore lint/suspicious/noArrayIndexKey: position is the step's identity here.
                key={index}
                step={step}
                index={index}
                count={steps.length}
                path={[...path, index]}
                onChange={(next) => update(path, (list) => replaceStep(list, index, next))}
                onMove={(to, control) => move(index, to, control)}
                onDuplicate={() => update(path, (list) => duplicateStep(list, index))}
                onToggle={() => update(path, (list) => toggleStepDisabled(list, index))}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </DndContext>
      )}
      <AddStepMenu
        onAdd={(step) => {
          update(path, (list) => appendStep(list, step));
          focusStepControl([...path, steps.length], "card");
        }}
      />
    </div>
  );
}
