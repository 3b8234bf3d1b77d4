/**
 * SPEC §1 environment marker: the native wrappers append "DeckbotHost" or "DeckbotClient" to
 * their user agent, and a wrapper that opens `/` belongs in its own area.
 */
export type NativeArea = "host" | "client";

export const NATIVE_UA_MARKERS: Record<NativeArea, string> = {
  host: "DeckbotHost",
  client: "DeckbotClient",
};

export function detectNativeArea(userAgent: string | null | undefined): NativeArea | null {
  if (!userAgent) return null;
  if (userAgent.includes(NATIVE_UA_MARKERS.host)) return "host";
  if (userAgent.includes(NATIVE_UA_MARKERS.client)) return "client";
  return null;
}
