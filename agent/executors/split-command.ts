import { StepError } from "./run-tool";

/**
 * Splits a command line into a program and its arguments the way a POSIX shell splits
 * words (single quotes literal, double quotes with \" and \\, backslash escapes), but runs
 * nothing: pipes, redirects and $variables stay plain text. Values rendered into the
 * command from variables therefore can never become shell syntax.
 */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < command.length; i++) {
    const char = command[i] as string;
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else if (char === "\\" && (command[i + 1] === '"' || command[i + 1] === "\\")) {
        word += command[++i];
      } else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === "\\" && i + 1 < command.length) {
      word += command[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote) throw new StepError(`The command has an unclosed ${quote} quote`);
  if (inWord) words.push(word);
  if (words.length === 0) throw new StepError("The command is empty");
  return words;
}
