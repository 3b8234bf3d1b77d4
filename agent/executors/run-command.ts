import { runTool, StepError } from "./run-tool";
import { splitCommand } from "./split-command";

/** The most of a command's output a run keeps, note included (a stored string's limit). */
export const MAX_OUTPUT_CHARS = 10_000;
const CUT_NOTE = "\n[output cut]";

export const COMMANDS_OFF_MESSAGE =
  "Commands are off on this host agent: start it with --allow-commands to let shortcuts run them";

/** `run_command`: the program's stdout, only when the host started the agent allowing it. */
export async function runCommand(
  step: { command: string; timeoutMs: number },
  options: { allowCommands: boolean },
): Promise<string> {
  if (!options.allowCommands) throw new StepError(COMMANDS_OFF_MESSAGE);
  const [file, ...args] = splitCommand(step.command);
  const output = await runTool(file as string, args, {
    timeoutMs: step.timeoutMs,
    install: `${file} or put it on the agent's PATH`,
  });
  return output.length > MAX_OUTPUT_CHARS
    ? `${output.slice(0, MAX_OUTPUT_CHARS - CUT_NOTE.length)}${CUT_NOTE}`
    : output;
}
