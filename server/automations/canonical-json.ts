import type { JsonValue } from "@/lib/schemas/common";

/** JSON with object keys sorted: Postgres jsonb reorders keys, so compare this way. */
export function canonicalJson(value: JsonValue | null | undefined): string {
  if (value === undefined) return "null";
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== "object" || Array.isArray(inner)) return inner;
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  });
}
