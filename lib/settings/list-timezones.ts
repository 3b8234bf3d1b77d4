/** Every IANA timezone this runtime knows, UTC first (some engines leave it out of the list). */
export function listTimezones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC");
  return ["UTC", ...zones];
}

/** Zones whose name matches every word of `search` ("new york", "paris", "asia kol"). */
export function filterTimezones(zones: readonly string[], search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/[\s/_,]+/)
    .filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replaceAll("_", " ");
    return words.every((word) => name.includes(word));
  });
}

/** The browser's own zone, or undefined when it does not say (rare privacy modes). */
export function detectBrowserTimezone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone || undefined;
}
