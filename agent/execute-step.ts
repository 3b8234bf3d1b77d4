import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { launchApp } from "./executors/launch-app";
import { obsRequest } from "./executors/obs-request";
import { openUrl } from "./executors/open-url";
import { runCommand } from "./executors/run-command";
import { StepError } from "./executors/run-tool";
import { sendKeys } from "./executors/send-keys";
import { typeText } from "./executors/type-text";

export type ExecutorOptions = {
  allowCommands: boolean;
  obsUrl: string;
  obsPassword?: string;
  platform?: NodeJS.Platform;
};

/** Runs one host-side step on this computer and returns its result (thrown errors fail it). */
export async function executeStep(step: Step, options: ExecutorOptions): Promise<JsonValue> {
  const platform = options.platform ?? process.platform;
  switch (step.type) {
    case "open_url":
      return openUrl(step, platform);
    case "launch_app":
      return launchApp(step, platform);
    case "run_command":
      return runCommand(step, options);
    case "type_text":
      return typeText(step, platform);
    case "keys":
      return sendKeys(step, platform);
    case "obs_request":
      return obsRequest(step, { url: options.obsUrl, password: options.obsPassword });
    default:
      throw new StepError(`The host agent does not run ${step.type} steps`);
  }
}
