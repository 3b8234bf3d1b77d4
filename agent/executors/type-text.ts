import { runTool, StepError } from "./run-tool";
import { escapeSendKeys, sendKeysOnWindows } from "./send-keys";

/** `type_text`: types the text into the focused window as if from the keyboard. */
export async function typeText(step: { text: string }, platform: NodeJS.Platform): Promise<string> {
  if (step.text === "") return "";
  if (platform === "darwin") {
    await runTool(
      "osascript",
      [
        "-e",
        "on run argv",
        "-e",
        'tell application "System Events" to keystroke (item 1 of argv)',
        "-e",
        "end run",
        step.text,
      ],
      { install: "osascript (part of macOS) and allow Accessibility access" },
    );
  } else if (platform === "win32") {
    await sendKeysOnWindows(escapeSendKeys(step.text).replace(/\r?\n/g, "{ENTER}"));
  } else if (platform === "linux" || platform === "freebsd" || platform === "openbsd") {
    await runTool("xdotool", ["type", "--clearmodifiers", "--", step.text], {
      install: "xdotool (sudo apt install xdotool)",
      timeoutMs: 60_000,
    });
  } else {
    throw new StepError(`Typing text is not supported on ${platform}`);
  }
  return step.text;
}
