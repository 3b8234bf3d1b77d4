import * as z from "zod";

/**
 * SPEC §4 colour mode: light, dark or system, stored in a one-year cookie that the root layout
 * reads on the server so the first paint already carries the right class.
 */
export const COLOUR_MODE_COOKIE = "deckbot-colour-mode";
export const COLOUR_MODE_MAX_AGE_SECONDS = 31_536_000;
export const COLOUR_MODES = ["light", "dark", "system"] as const;
/** SPEC §4: the cookie reading defaults to dark when nothing (or nonsense) is stored. */
export const DEFAULT_COLOUR_MODE: ColourMode = "dark";

export const colourModeSchema = z.enum(COLOUR_MODES);
export type ColourMode = z.infer<typeof colourModeSchema>;
export type ResolvedColourMode = Exclude<ColourMode, "system">;

export function parseColourMode(value: string | null | undefined): ColourMode {
  const parsed = colourModeSchema.safeParse(value?.trim().toLowerCase());
  return parsed.success ? parsed.data : DEFAULT_COLOUR_MODE;
}

export function serialiseColourModeCookie(mode: ColourMode): string {
  const value = colourModeSchema.parse(mode);
  return `${COLOUR_MODE_COOKIE}=${value}; Max-Age=${COLOUR_MODE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Reads the mode out of a whole `document.cookie` / Cookie header string. */
export function readColourModeFromCookieHeader(header: string | null | undefined): ColourMode {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === COLOUR_MODE_COOKIE) return parseColourMode(decodeURIComponent(rest.join("=")));
  }
  return DEFAULT_COLOUR_MODE;
}

export function resolveColourMode(mode: ColourMode, prefersDark: boolean): ResolvedColourMode {
  if (mode === "system") return prefersDark ? "dark" : "light";
  return mode;
}

/**
 * Runs in <head> before first paint when the stored mode is "system": the server cannot know
 * the device preference, so the page would otherwise flash the wrong theme.
 */
export const SYSTEM_COLOUR_MODE_SCRIPT =
  "(function(){try{var d=window.matchMedia('(prefers-color-scheme: dark)').matches;var c=document.documentElement.classList;c.toggle('dark',d);c.toggle('light',!d);}catch(e){}})();";
