import { chmod, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { escapeSendKeys, sendKeys } from "./send-keys";
import { typeText } from "./type-text";

/**
 * keys and type_text on Linux drive xdotool. These tests put a recording `xdotool` on PATH
 * to see the exact arguments, and an empty PATH to see the message when it is missing.
 */
let dir: string;
let record: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "deckbot-tools-"));
  record = join(dir, "calls.txt");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function installRecordingXdotool() {
  const script = join(dir, "xdotool");
  await writeFile(
    script,
    `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a"; done >> '${record}'\n`,
  );
  await chmod(script, 0o755);
  vi.stubEnv("PATH", `${dir}:/bin:/usr/bin`);
}

describe("on Linux with xdotool", () => {
  it("presses, holds and releases a combo with xdotool's key names", async () => {
    await installRecordingXdotool();
    await sendKeys({ combo: "Ctrl+Shift+Enter", action: "press" }, "linux");
    await sendKeys({ combo: "cmd+k", action: "hold" }, "linux");
    await sendKeys({ combo: "alt+f4", action: "release" }, "linux");
    expect((await readFile(record, "utf8")).trim().split("\n")).toEqual([
      "key",
      "--clearmodifiers",
      "ctrl+shift+Return",
      "keydown",
      "--clearmodifiers",
      "super+k",
      "keyup",
      "--clearmodifiers",
      "alt+f4",
    ]);
  });

  it("types text as one argument, even when it looks like an option or shell syntax", async () => {
    await installRecordingXdotool();
    expect(await typeText({ text: "--help; $(reboot)" }, "linux")).toBe("--help; $(reboot)");
    expect((await readFile(record, "utf8")).trim().split("\n")).toEqual([
      "type",
      "--clearmodifiers",
      "--",
      "--help; $(reboot)",
    ]);
  });
});

describe("without xdotool", () => {
  it("fails the step naming what to install", async () => {
    vi.stubEnv("PATH", dir);
    await expect(typeText({ text: "hi" }, "linux")).rejects.toThrow(
      "xdotool is not installed: install xdotool (sudo apt install xdotool)",
    );
    await expect(sendKeys({ combo: "ctrl+k", action: "press" }, "linux")).rejects.toThrow(
      "xdotool is not installed",
    );
  });
});

describe("combos and other systems", () => {
  it("refuses unknown modifiers and holding keys where only pressing works", async () => {
    await expect(sendKeys({ combo: "hyper+k", action: "press" }, "linux")).rejects.toThrow(
      'Unknown modifier "hyper" in "hyper+k"',
    );
    await expect(sendKeys({ combo: "ctrl+k", action: "hold" }, "darwin")).rejects.toThrow(
      "Holding and releasing keys works on Linux (xdotool) only",
    );
    await expect(sendKeys({ combo: "win+r", action: "press" }, "win32")).rejects.toThrow(
      "The Windows key cannot be sent with SendKeys",
    );
  });

  it("escapes SendKeys syntax so text is typed literally on Windows", () => {
    expect(escapeSendKeys("1+1=2 ^_^ {x} (y) [z] ~%")).toBe(
      "1{+}1=2 {^}_{^} {{}x{}} {(}y{)} {[}z{]} {~}{%}",
    );
  });
});
