import { describe, expect, it } from "vitest";
import { COMMANDS_OFF_MESSAGE, MAX_OUTPUT_CHARS, runCommand } from "./run-command";

const allowed = { allowCommands: true };
const node = JSON.stringify(process.execPath);

describe("runCommand", () => {
  it("returns the program's stdout", async () => {
    const out = await runCommand(
      { command: `${node} -e "process.stdout.write('hi')"`, timeoutMs: 10_000 },
      allowed,
    );
    expect(out).toBe("hi");
  });

  it("is refused unless the agent allows commands, before running anything", async () => {
    await expect(
      runCommand(
        { command: `${node} -e "process.exit(0)"`, timeoutMs: 10_000 },
        {
          allowCommands: false,
        },
      ),
    ).rejects.toThrow(COMMANDS_OFF_MESSAGE);
  });

  it("fails with the exit code and stderr, a missing program, and a timeout", async () => {
    await expect(
      runCommand(
        { command: `${node} -e "console.error('boom'); process.exit(3)"`, timeoutMs: 10_000 },
        allowed,
      ),
    ).rejects.toThrow(/exited with code 3: boom/);
    await expect(
      runCommand({ command: "deckbot-no-such-program --x", timeoutMs: 10_000 }, allowed),
    ).rejects.toThrow("deckbot-no-such-program is not installed");
    await expect(
      runCommand({ command: `${node} -e "setTimeout(() => {}, 5000)"`, timeoutMs: 300 }, allowed),
    ).rejects.toThrow(/ did not finish within 0.3 s$/);
  });

  it("cuts long output to what a run can store", async () => {
    const out = await runCommand(
      { command: `${node} -e "process.stdout.write('x'.repeat(50000))"`, timeoutMs: 10_000 },
      allowed,
    );
    expect(out).toHaveLength(MAX_OUTPUT_CHARS);
    expect(out.endsWith("[output cut]")).toBe(true);
  });
});
