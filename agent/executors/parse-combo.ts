import { StepError } from "./run-tool";

export type Combo = { modifiers: Modifier[]; key: string };
export type Modifier = "ctrl" | "shift" | "alt" | "meta";

const MODIFIERS: Record<string, Modifier> = {
  ctrl: "ctrl",
  control: "ctrl",
  shift: "shift",
  alt: "alt",
  option: "alt",
  meta: "meta",
  cmd: "meta",
  command: "meta",
  super: "meta",
  win: "meta",
};

/** "ctrl+shift+k" → modifiers and the one key (lower case names, e.g. "enter", "f5", "k"). */
export function parseCombo(combo: string): Combo {
  const parts = combo
    .split("+")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const key = parts.pop();
  if (!key) throw new StepError(`No key in "${combo}"`);
  const modifiers = parts.map((part) => {
    const modifier = MODIFIERS[part];
    if (!modifier) throw new StepError(`Unknown modifier "${part}" in "${combo}"`);
    return modifier;
  });
  return { modifiers, key };
}
