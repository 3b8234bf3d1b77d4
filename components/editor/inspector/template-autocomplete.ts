/**
 * `{{` autocomplete for label templates: what the author is typing inside an open
 * placeholder, and the text after picking a variable.
 */
export type PlaceholderQuery = { start: number; query: string };

/** The open `{{word` right before the caret, or null when the caret is not in one. */
export function findPlaceholderQuery(text: string, caret: number): PlaceholderQuery | null {
  const before = text.slice(0, caret);
  const open = before.lastIndexOf("{{");
  if (open === -1 || before.indexOf("}}", open) !== -1) return null;
  const query = before.slice(open + 2).trimStart();
  if (!/^[$a-zA-Z0-9_]*$/.test(query)) return null;
  return { start: before.length - query.length, query };
}

/** Replaces the partial word with `key`, closing the placeholder unless it already is. */
export function insertVariable(
  text: string,
  caret: number,
  at: PlaceholderQuery,
  key: string,
): { text: string; caret: number } {
  const after = text.slice(caret);
  const closes = after.trimStart().startsWith("}}");
  const insert = closes ? key : `${key}}}`;
  return {
    text: text.slice(0, at.start) + insert + after,
    caret: at.start + insert.length,
  };
}

export function filterKeys(keys: readonly string[], query: string, limit = 8): string[] {
  const q = query.toLowerCase();
  const starts = keys.filter((k) => k.toLowerCase().startsWith(q));
  const contains = keys.filter((k) => !starts.includes(k) && k.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}
