import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import * as z from "zod";

/** Where the device flow's session token is kept between runs (readable by the user only). */
export function defaultCredentialsPath(): string {
  return join(homedir(), ".config", "deckbot", "agent.json");
}

const credentialsSchema = z.object({ url: z.string(), sessionToken: z.string().min(1) });
export type Credentials = z.infer<typeof credentialsSchema>;

/** The stored session for this server, or null (none, another server's, or unreadable). */
export async function readCredentials(path: string, url: string): Promise<Credentials | null> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = credentialsSchema.safeParse(json);
  return parsed.success && parsed.data.url === url ? parsed.data : null;
}

export async function writeCredentials(path: string, credentials: Credentials): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode only applies when it creates the file; an older file keeps its own.
  await chmod(path, 0o600);
}

/** Returns whether a stored sign-in was removed. */
export async function removeCredentials(path: string): Promise<boolean> {
  try {
    await rm(path);
    return true;
  } catch {
    return false;
  }
}
