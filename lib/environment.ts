/**
 * SPEC §1: the native wrappers add a marker to their user agent; that marker selects the host
 * or client environment. Everything else in a browser is "web". (The server is the fourth
 * environment and never asks this question.)
 */
export const HOST_USER_AGENT_MARKER = "DeckbotHost";
export const CLIENT_USER_AGENT_MARKER = "DeckbotClient";

export type BrowserEnvironment = "host" | "client" | "web";

export function getEnvironmentFromUserAgent(
  userAgent: string | null | undefined,
): BrowserEnvironment {
  const ua = userAgent ?? "";
  if (ua.includes(HOST_USER_AGENT_MARKER)) return "host";
  if (ua.includes(CLIENT_USER_AGENT_MARKER)) return "client";
  return "web";
}

export function isNativeUserAgent(userAgent: string | null | undefined): boolean {
  return getEnvironmentFromUserAgent(userAgent) !== "web";
}
