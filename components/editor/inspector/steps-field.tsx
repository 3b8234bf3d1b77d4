"use client";

import { Textarea } from "@/components/ui/textarea";
import type { Step } from "@/lib/schemas/steps";
import { stepListSchema } from "@/lib/schemas/steps";
import { useDraft } from "../use-draft";
import { explainZodIssue } from "./explain-zod-issue";

/** Reads steps JSON: the parsed list, or the first problems as zod words them. */
export function parseStepsJson(text: string): { steps: Step[] } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${(error as Error).message}` };
  }
  const parsed = stepListSchema.safeParse(value);
  if (parsed.success) return { steps: parsed.data };
  const issues = parsed.error.issues.slice(0, 3).map((issue) => explainZodIssue(issue));
  return { error: issues.join("; ") };
}

/** Inline steps as a JSON list (DESIGN §4 step shapes), validated as you type. */
export function StepsField({
  id,
  steps,
  onCommit,
}: {
  id: string;
  steps: readonly Step[];
  onCommit: (steps: Step[]) => void;
}) {
  const { draft, change, flush } = useDraft(JSON.stringify(steps, null, 2), (text) => {
    const result = parseStepsJson(text);
    if ("steps" in result) onCommit(result.steps);
  });
  const result = parseStepsJson(draft);
  const error = "error" in result ? result.error : null;
  return (
    <div className="flex flex-col gap-1.5">
      <Textarea
        id={id}
        aria-label="Steps (JSON)"
        value={draft}
        rows={5}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className="font-mono text-xs"
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
      />
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          For example{" "}
          <code className="font-mono">
            {'[{"type":"set_variable","variable":"score","value":0}]'}
          </code>
        </p>
      )}
    </div>
  );
}
