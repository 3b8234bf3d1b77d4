import "server-only";
import type { LogFn } from "@/server/functions/define";

/** `ctx.log(...)` lines in the client's "[LEVEL] text" format (PROTOCOL §2.5). */
export function createLogger(): { log: LogFn; lines: string[] } {
  const lines: string[] = [];
  const log: LogFn = (...parts) => {
    const text = parts
      .map((part) => (typeof part === "string" ? part : JSON.stringify(part)))
      .join(" ");
    lines.push(`[LOG] ${text}`);
  };
  return { log, lines };
}
