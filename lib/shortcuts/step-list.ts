import type { Step } from "@/lib/schemas/steps";

/**
 * Where a list of steps sits inside a shortcut: `[]` is the top level, `[2, "then"]` the
 * then-branch of the third step (an `if`), `[2, "else", 0, "then"]` deeper still.
 */
export type ListPath = readonly (number | "then" | "else")[];

/** The list at `path`, or undefined when the path no longer points at an `if` branch. */
export function getStepList(steps: readonly Step[], path: ListPath): readonly Step[] | undefined {
  let list: readonly Step[] = steps;
  for (let i = 0; i < path.length; i += 2) {
    const step = list[path[i] as number];
    const branch = path[i + 1] as "then" | "else";
    if (step?.type !== "if") return undefined;
    list = step[branch];
  }
  return list;
}

/** A copy of `steps` with the list at `path` replaced by `update(list)`; other lists are shared. */
export function updateStepList(
  steps: readonly Step[],
  path: ListPath,
  update: (list: readonly Step[]) => Step[],
): Step[] {
  if (path.length === 0) return update(steps);
  const [index, branch, ...rest] = path as [number, "then" | "else", ...ListPath];
  const step = steps[index];
  if (step?.type !== "if") return [...steps];
  const next = { ...step, [branch]: updateStepList(step[branch], rest, update) };
  return steps.map((s, i) => (i === index ? next : s));
}

/** Moves the step at `from` to `to` (both clamped to the list); other steps keep their order. */
export function moveStep(list: readonly Step[], from: number, to: number): Step[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** Inserts a deep copy of the step right after it. */
export function duplicateStep(list: readonly Step[], index: number): Step[] {
  const step = list[index];
  if (!step) return [...list];
  return [...list.slice(0, index + 1), structuredClone(step), ...list.slice(index + 1)];
}

export function removeStep(list: readonly Step[], index: number): Step[] {
  return list.filter((_, i) => i !== index);
}

/** Disabled steps are skipped by the runner; enabling drops the flag so the JSON stays small. */
export function toggleStepDisabled(list: readonly Step[], index: number): Step[] {
  return list.map((step, i) => {
    if (i !== index) return step;
    if (step.disabled) {
      const { disabled: _disabled, ...rest } = step;
      return rest as Step;
    }
    return { ...step, disabled: true };
  });
}

export function replaceStep(list: readonly Step[], index: number, step: Step): Step[] {
  return list.map((s, i) => (i === index ? step : s));
}

export function appendStep(list: readonly Step[], step: Step): Step[] {
  return [...list, step];
}

/** Counts steps at every depth (the shortcut list shows it). */
export function countSteps(steps: readonly Step[]): number {
  let total = 0;
  for (const step of steps) {
    total += 1;
    if (step.type === "if") total += countSteps(step.then) + countSteps(step.else);
  }
  return total;
}
