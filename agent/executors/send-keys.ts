import { type Combo, parseCombo } from "./parse-combo";
import { runTool, StepError } from "./run-tool";

const XDOTOOL = "xdotool (sudo apt install xdotool)";
const XDOTOOL_KEYS: Record<string, string> = {
  ctrl: "ctrl",
  shift: "shift",
  alt: "alt",
  meta: "super",
  enter: "Return",
  return: "Return",
  esc: "Escape",
  escape: "Escape",
  space: "space",
  tab: "Tab",
  backspace: "BackSpace",
  delete: "Delete",
  up: "Up",
  down: "Down",
  left: "Left",
  right: "Right",
  home: "Home",
  end: "End",
  pageup: "Prior",
  pagedown: "Next",
};
const MAC_KEY_CODES: Record<string, number> = {
  enter: 36,
  return: 36,
  tab: 48,
  space: 49,
  backspace: 51,
  esc: 53,
  escape: 53,
  delete: 117,
  left: 123,
  right: 124,
  down: 125,
  up: 126,
  home: 115,
  end: 119,
  pageup: 116,
  pagedown: 121,
  f1: 122,
  f2: 120,
  f3: 99,
  f4: 118,
  f5: 96,
  f6: 97,
  f7: 98,
  f8: 100,
  f9: 101,
  f10: 109,
  f11: 103,
  f12: 111,
};
const SENDKEYS_MODIFIERS = { ctrl: "^", shift: "+", alt: "%", meta: "" } as const;

/** `keys`: presses (or holds / releases, on Linux) a combo such as "ctrl+shift+k". */
export async function sendKeys(
  step: { combo: string; action: "press" | "hold" | "release" },
  platform: NodeJS.Platform,
): Promise<string> {
  const combo = parseCombo(step.combo);
  if (platform === "linux" || platform === "freebsd" || platform === "openbsd") {
    const command = { press: "key", hold: "keydown", release: "keyup" }[step.action];
    const names = [...combo.modifiers, combo.key].map((k) => XDOTOOL_KEYS[k] ?? k);
    await runTool("xdotool", [command, "--clearmodifiers", names.join("+")], { install: XDOTOOL });
    return step.combo;
  }
  if (step.action !== "press") {
    throw new StepError(`Holding and releasing keys works on Linux (xdotool) only`);
  }
  if (platform === "darwin") await pressOnMac(combo);
  else if (platform === "win32") await pressOnWindows(combo);
  else throw new StepError(`Keys are not supported on ${platform}`);
  return step.combo;
}

function pressOnMac(combo: Combo) {
  const using = combo.modifiers.map(
    (m) => ({ ctrl: "control", shift: "shift", alt: "option", meta: "command" })[m],
  );
  const code = MAC_KEY_CODES[combo.key];
  // The key travels as an argument, never spliced into the script text.
  const action = code === undefined ? "keystroke (item 1 of argv)" : `key code ${code}`;
  const suffix = using.length ? ` using {${using.map((m) => `${m} down`).join(", ")}}` : "";
  const script = [
    "on run argv",
    `tell application "System Events" to ${action}${suffix}`,
    "end run",
  ];
  return runTool("osascript", [...script.flatMap((line) => ["-e", line]), combo.key], {
    install: "osascript (part of macOS) and allow Accessibility access",
  });
}

function pressOnWindows(combo: Combo) {
  if (combo.modifiers.includes("meta")) {
    throw new StepError("The Windows key cannot be sent with SendKeys");
  }
  const prefix = combo.modifiers.map((m) => SENDKEYS_MODIFIERS[m]).join("");
  const key = combo.key.length === 1 ? escapeSendKeys(combo.key) : `{${combo.key.toUpperCase()}}`;
  return sendKeysOnWindows(`${prefix}${key}`);
}

/** SendKeys treats + ^ % ~ ( ) { } [ ] as syntax; braces make them plain characters. */
export function escapeSendKeys(text: string): string {
  return text.replace(/[+^%~(){}[\]]/g, (char) => `{${char}}`);
}

/** Passes the keys in an environment variable so no text is parsed as PowerShell. */
export function sendKeysOnWindows(keys: string) {
  return runTool(
    "powershell",
    [
      "-NoProfile",
      "-NonInteractive",
      "-Command",
      "Add-Type -AssemblyName System.Windows.Forms; [System.Windows.Forms.SendKeys]::SendWait($env:DECKBOT_KEYS)",
    ],
    { env: { DECKBOT_KEYS: keys }, install: "Windows PowerShell" },
  );
}
