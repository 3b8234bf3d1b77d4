import { describe, expect, it } from "vitest";
import { splitCommand } from "./split-command";

describe("splitCommand", () => {
  it("splits words and keeps quoted text together", () => {
    expect(splitCommand(`node -e "process.stdout.write('hi')"`)).toEqual([
      "node",
      "-e",
      "process.stdout.write('hi')",
    ]);
    expect(splitCommand(`echo 'a  b' "c \\"d\\"" e\\ f ''`)).toEqual([
      "echo",
      "a  b",
      'c "d"',
      "e f",
      "",
    ]);
  });

  it("leaves shell syntax as plain arguments", () => {
    expect(splitCommand("echo hi; rm -rf / | cat > x $HOME")).toEqual([
      "echo",
      "hi;",
      "rm",
      "-rf",
      "/",
      "|",
      "cat",
      ">",
      "x",
      "$HOME",
    ]);
  });

  it("refuses an empty command and an unclosed quote", () => {
    expect(() => splitCommand("   ")).toThrow("The command is empty");
    expect(() => splitCommand(`echo "oops`)).toThrow(`unclosed " quote`);
  });
});
