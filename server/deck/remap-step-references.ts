import type { Step } from "@/lib/schemas/steps";

/** New ids for the ids a document's steps name; `null` means "not in the copy". */
export type StepReferenceMaps = {
  shortcut: (id: string) => string | null;
  screen: (id: string) => string | null;
  button: (id: string) => string | null;
};

/**
 * Rewrites the ids inside steps (run_shortcut, switch_screen, set_button_state, nested `if`
 * branches) for a copy in another account. A step naming something the copy does not hold
 * is dropped: left alone it would point at the author's rows, which the installer may not
 * run or read.
 */
export function remapStepReferences(steps: readonly Step[], maps: StepReferenceMaps): Step[] {
  const out: Step[] = [];
  for (const step of steps) {
    switch (step.type) {
      case "run_shortcut": {
        const shortcutId = maps.shortcut(step.shortcutId);
        if (shortcutId) out.push({ ...step, shortcutId });
        break;
      }
      case "switch_screen": {
        const screenId = maps.screen(step.screenId);
        if (screenId) out.push({ ...step, screenId });
        break;
      }
      case "set_button_state": {
        const buttonId = maps.button(step.buttonId);
        if (buttonId) out.push({ ...step, buttonId });
        break;
      }
      case "if":
        out.push({
          ...step,
          // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
          then: remapStepReferences(step.then, maps),
          else: remapStepReferences(step.else, maps),
        });
        break;
      default:
        out.push(step);
    }
  }
  return out;
}

export type StepReferences = { shortcuts: Set<string>; screens: Set<string>; buttons: Set<string> };

/** Every shortcut, screen and button id that steps name, at any depth. */
export function collectStepReferences(
  steps: readonly Step[],
  into: StepReferences = { shortcuts: new Set(), screens: new Set(), buttons: new Set() },
): StepReferences {
  for (const step of steps) {
    if (step.type === "run_shortcut") into.shortcuts.add(step.shortcutId);
    if (step.type === "switch_screen") into.screens.add(step.screenId);
    if (step.type === "set_button_state") into.buttons.add(step.buttonId);
    if (step.type === "if") {
      collectStepReferences(step.then, into);
      collectStepReferences(step.else, into);
    }
  }
  return into;
}
