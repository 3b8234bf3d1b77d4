"use client";

import { MinusIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { InlineValueEditor } from "@/components/variables/inline-value-editor";
import { useSetVariable } from "@/components/variables/use-set-variable";
import type { VariableListItem } from "@/lib/api-types";

/**
 * − / + around a number's inline editor. Quick taps add up: each step starts from the value
 * last sent, not the one last heard, until the live value catches up.
 */
export function NumberStepper({ variable }: { variable: VariableListItem }) {
  const setVariable = useSetVariable();
  const live = typeof variable.value === "number" ? variable.value : 0;
  const [sent, setSent] = useState<number | null>(null);

  useEffect(() => {
    if (sent !== null && live === sent) setSent(null);
  }, [live, sent]);

  async function step(by: number) {
    const next = (sent ?? live) + by;
    setSent(next);
    if (!(await setVariable(variable.key, next))) setSent(null);
  }

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Decrease ${variable.key}`}
        onClick={() => void step(-1)}
      >
        <MinusIcon />
      </Button>
      <InlineValueEditor variable={variable} />
      <Button
        variant="outline"
        size="icon"
        aria-label={`Increase ${variable.key}`}
        onClick={() => void step(1)}
      >
        <PlusIcon />
      </Button>
    </div>
  );
}
