/** Every IANA timezone this runtime knows, UTC first (some engines leave it out of the list). */
export function listTimezones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC");
  return ["UTC", ...zones];
}

/**
 * ICU (in browsers and Node) still lists some zones under their old names; people search
 * for the current ones.
 */
const CURRENT_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Kolkata",
  "Asia/Katmandu": "Kathmandu",
  "Asia/Saigon": "Ho Chi Minh",
  "Asia/Rangoon": "Yangon",
  "Europe/Kiev": "Kyiv",
  "Atlantic/Faeroe": "Faroe",
  "America/Godthab": "Nuuk",
  "Pacific/Ponape": "Pohnpei",
  "Pacific/Truk": "Chuuk",
  "Asia/Ulan_Bator": "Ulaanbaatar",
};

/** Zones whose name matches every word of `search` ("new york", "paris", "asia kol"). */
export function filterTimezones(zones: readonly string[], search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/[\s/_,]+/)
    .filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = `${zone} ${CURRENT_NAMES[zone] ?? ""}`.toLowerCase().replaceAll("_", " ");
    return words.every((word) => name.includes(word));
  });
}

/** The browser's own zone, or undefined when it does not say (rare privacy modes). */
export function detectBrowserTimezone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone || undefined;
}
