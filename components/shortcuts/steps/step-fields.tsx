"use client";

import type { Step } from "@/lib/schemas/steps";
import type { ListPath } from "@/lib/shortcuts/step-list";
import type { StepProblems } from "@/lib/shortcuts/step-problems";
import { NotifyFields, SetButtonStateFields, SwitchScreenFields } from "./client-step-fields";
import { RunShortcutFields, WaitFields } from "./flow-step-fields";
import {
  KeysFields,
  LaunchAppFields,
  ObsRequestFields,
  OpenUrlFields,
  RunCommandFields,
  TypeTextFields,
} from "./host-step-fields";
import { HttpRequestFields } from "./http-step-fields";
import { IfStepFields } from "./if-step-fields";
import {
  IncrementVariableFields,
  SetVariableFields,
  ToggleVariableFields,
} from "./variable-step-fields";

/** The form for one step, chosen by its kind. */
export function StepFields({
  step,
  onChange,
  problems,
  idPrefix,
  path,
}: {
  step: Step;
  onChange: (step: Step) => void;
  problems: StepProblems;
  idPrefix: string;
  /** The step's own position, so an `if` can address its branches. */
  path: ListPath;
}) {
  const props = { onChange, problems, idPrefix };
  switch (step.type) {
    case "set_variable":
      return <SetVariableFields step={step} {...props} />;
    case "increment_variable":
      return <IncrementVariableFields step={step} {...props} />;
    case "toggle_variable":
      return <ToggleVariableFields step={step} {...props} />;
    case "http_request":
      return <HttpRequestFields step={step} {...props} />;
    case "wait":
      return <WaitFields step={step} {...props} />;
    case "if":
      return <IfStepFields step={step} {...props} path={path} />;
    case "run_shortcut":
      return <RunShortcutFields step={step} {...props} />;
    case "switch_screen":
      return <SwitchScreenFields step={step} {...props} />;
    case "notify":
      return <NotifyFields step={step} {...props} />;
    case "set_button_state":
      return <SetButtonStateFields step={step} {...props} />;
    case "keys":
      return <KeysFields step={step} {...props} />;
    case "type_text":
      return <TypeTextFields step={step} {...props} />;
    case "open_url":
      return <OpenUrlFields step={step} {...props} />;
    case "launch_app":
      return <LaunchAppFields step={step} {...props} />;
    case "run_command":
      return <RunCommandFields step={step} {...props} />;
    case "obs_request":
      return <ObsRequestFields step={step} {...props} />;
  }
}
