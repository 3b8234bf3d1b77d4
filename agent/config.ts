import { parseArgs } from "node:util";
import * as z from "zod";

/**
 * The host agent's settings from its command line and environment. agent/ is its own
 * program (not the Next app), so it reads process.env here instead of lib/env.ts.
 */
const configSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: "--url must be an http(s) address" })
    // The sync client derives ws(s)://…/api/<v>/sync from it; a trailing slash yields //api.
    .transform((url) => url.replace(/\/+$/, "")),
  allowCommands: z.boolean(),
  obsUrl: z.url({ protocol: /^wss?$/, error: "--obs-url must be a ws(s) address" }),
  obsPassword: z.string().optional(),
  name: z.string().trim().min(1).max(100),
  logout: z.boolean(),
  help: z.boolean(),
});

export type AgentConfig = z.infer<typeof configSchema>;

export const USAGE = `Usage: npm run agent -- [options]

  --url <address>        Deckbot server (default http://localhost:3000, or DECKBOT_URL)
  --allow-commands       let shortcuts run commands on this computer (DECKBOT_AGENT_ALLOW_COMMANDS=1)
  --obs-url <address>    OBS WebSocket (default ws://127.0.0.1:4455)
  --obs-password <text>  OBS WebSocket password
  --name <text>          the name runs show for this agent (default: this computer's name)
  --logout               forget the stored sign-in and exit
  --help                 show this help`;

const truthy = new Set(["1", "true", "yes", "on"]);

export function parseConfig(
  argv: string[],
  env: Record<string, string | undefined>,
  hostname: string,
): AgentConfig {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      url: { type: "string" },
      "allow-commands": { type: "boolean" },
      "obs-url": { type: "string" },
      "obs-password": { type: "string" },
      name: { type: "string" },
      logout: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const parsed = configSchema.safeParse({
    url: values.url ?? env.DECKBOT_URL ?? "http://localhost:3000",
    allowCommands:
      values["allow-commands"] ??
      truthy.has((env.DECKBOT_AGENT_ALLOW_COMMANDS ?? "").trim().toLowerCase()),
    obsUrl: values["obs-url"] ?? "ws://127.0.0.1:4455",
    obsPassword: values["obs-password"],
    name: values.name ?? hostname,
    logout: values.logout ?? false,
    help: values.help ?? false,
  });
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  return parsed.data;
}
