"use client";

import type { Step } from "@/lib/schemas/steps";
import { ChoiceField } from "./field-parts";
import { useStepEditorOptions } from "./step-editor-context";
import { writableVariableChoices } from "./variable-choices";

/** "Store result in": any step may put its result (a response, the new value) in a variable. */
export function StoreInField({
  step,
  onChange,
  idPrefix,
  error,
}: {
  step: Step;
  onChange: (step: Step) => void;
  idPrefix: string;
  error?: string;
}) {
  const { variables } = useStepEditorOptions();
  return (
    <div className="sm:w-1/2">
      <ChoiceField
        id={`${idPrefix}-store`}
        label="Store result in"
        value={step.storeIn ?? ""}
        emptyLabel="Don't store"
        choices={writableVariableChoices(variables)}
        error={error}
        onChange={(key) => {
          if (key) onChange({ ...step, storeIn: key });
          else {
            const { storeIn: _storeIn, ...rest } = step;
            onChange(rest as Step);
          }
        }}
      />
    </div>
  );
}
