/** "Stream controls!" → "stream-controls.deckbot.json": safe on every file system. */
export function buildExportFileName(screenName: string): string {
  const slug = screenName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "screen"}.deckbot.json`;
}
