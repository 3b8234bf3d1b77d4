"use client";

import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { VariableListItem } from "@/lib/api-types";
import type { ButtonPatch, ButtonStates } from "@/lib/schemas/button";
import type { EditorButton } from "../store/screen-store";
import { Section, SelectField } from "./fields";
import { StateCard } from "./state-card";

const BOUND = "bound";

/** States: rules on a variable's value or on expressions, each overriding the look. */
export function StatesSection({
  button,
  variables,
  onEdit,
}: {
  button: EditorButton;
  variables: readonly VariableListItem[];
  onEdit: (patch: ButtonPatch, label: string) => void;
}) {
  const states = button.states;
  const setStates = (next: ButtonStates | null, label: string) => onEdit({ states: next }, label);
  const list = states?.list ?? [];
  const addState = () =>
    setStates(
      {
        mode: states?.mode ?? "variable",
        variable: states?.variable,
        list: [...list, { name: `State ${list.length + 1}`, style: {} }],
      },
      "Add state",
    );

  return (
    <Section title="States">
      {!states ? (
        <p className="text-sm text-muted-foreground">
          States change the look when a variable has a value or an expression holds (a “Live” button
          turning red).
        </p>
      ) : (
        <>
          <SelectField
            id="states-mode"
            label="Pick the state"
            value={states.mode}
            options={[
              { value: "variable", label: "By a variable's value" },
              { value: "expression", label: "By the first expression that holds" },
              { value: "cycle", label: "Cycle on each press" },
            ]}
            onChange={(mode) => setStates({ ...states, mode }, "Change state mode")}
          />
          {states.mode === "variable" && (
            <SelectField
              id="states-variable"
              label="Variable"
              value={states.variable ?? BOUND}
              options={[
                { value: BOUND, label: "The bound variable" },
                ...variables.map((v) => ({ value: v.key, label: v.key })),
              ]}
              onChange={(key) =>
                setStates(
                  { ...states, variable: key === BOUND ? undefined : key },
                  "Change state variable",
                )
              }
            />
          )}
          <ol className="flex flex-col gap-3">
            {list.map((state, index) => (
              <StateCard
                // Index keys: reordering moves the values, the fields follow the stored list.
                // biome-ignore lint/suspicious/noArrayIndexKey: states have no ids.
                key={index}
                index={index}
                count={list.length}
                state={state}
                mode={states.mode}
                variables={variables}
                onChange={(next) =>
                  setStates(
                    { ...states, list: list.map((s, i) => (i === index ? next : s)) },
                    "Edit state",
                  )
                }
                onMove={(by) => {
                  const moved = [...list];
                  const [item] = moved.splice(index, 1);
                  if (item) moved.splice(index + by, 0, item);
                  setStates({ ...states, list: moved }, "Reorder states");
                }}
                onRemove={() =>
                  setStates({ ...states, list: list.filter((_, i) => i !== index) }, "Remove state")
                }
              />
            ))}
          </ol>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={addState}>
          <PlusIcon />
          Add state
        </Button>
        {states && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setStates(null, "Remove states")}
          >
            Remove all states
          </Button>
        )}
      </div>
    </Section>
  );
}
