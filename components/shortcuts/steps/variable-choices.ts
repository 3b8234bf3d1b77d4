import type { KnownVariable } from "@/lib/shortcuts/step-problems";
import type { Choice } from "./field-parts";

/** Variables a step may write: the host's own (system variables are read-only). */
export function writableVariableChoices(
  variables: readonly KnownVariable[],
  type?: KnownVariable["type"],
): Choice[] {
  return variables
    .filter((v) => !v.readOnly && (type === undefined || v.type === type))
    .map((v) => ({ value: v.key, label: `${v.key} (${v.type})` }));
}
