import type { Step } from "@/lib/schemas/steps";
import type { StepProblems } from "@/lib/shortcuts/step-problems";

/** Props every per-kind form gets: its step, a setter and the problems found on it. */
export type StepFormProps<T extends Step["type"]> = {
  step: Extract<Step, { type: T }>;
  onChange: (step: Extract<Step, { type: T }>) => void;
  problems: StepProblems;
  /** Unique per step card, so labels point at the right inputs. */
  idPrefix: string;
};
