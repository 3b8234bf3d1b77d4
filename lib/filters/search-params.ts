import * as z from "zod";

/** SPEC §2 screen list search params (host index, host discover-screens, client index). */
export const SORT_BY_VALUES = ["updatedAt", "createdAt"] as const;
export const MAX_FILTER_LENGTH = 200;

const text = z.string().trim().min(1).max(MAX_FILTER_LENGTH);

export const screenFiltersSchema = z.object({
  search: text.optional(),
  author: text.optional(),
  sortBy: z.enum(SORT_BY_VALUES).optional(),
  ascending: z.boolean().optional(),
});

export type ScreenFilters = z.infer<typeof screenFiltersSchema>;
export type SearchParamsInput =
  | URLSearchParams
  | Record<string, string | string[] | undefined>
  | null
  | undefined;

const booleanText = z
  .enum(["true", "1", "false", "0"])
  .transform((value) => value === "true" || value === "1");

function readFirst(input: SearchParamsInput, key: string): string | undefined {
  if (!input) return undefined;
  if (input instanceof URLSearchParams) return input.get(key) ?? undefined;
  const value = input[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Each field is validated on its own, so one bad value is dropped without losing the rest. */
export function parseScreenFilters(input: SearchParamsInput): ScreenFilters {
  const filters: ScreenFilters = {};
  const search = text.safeParse(readFirst(input, "search"));
  if (search.success) filters.search = search.data;
  const author = text.safeParse(readFirst(input, "author"));
  if (author.success) filters.author = author.data;
  const sortBy = z.enum(SORT_BY_VALUES).safeParse(readFirst(input, "sortBy"));
  if (sortBy.success) filters.sortBy = sortBy.data;
  const ascending = booleanText.safeParse(readFirst(input, "ascending"));
  if (ascending.success) filters.ascending = ascending.data;
  return filters;
}

/** Writes filters in a stable order; empty fields are left out so URLs stay short. */
export function serialiseScreenFilters(filters: ScreenFilters): URLSearchParams {
  const params = new URLSearchParams();
  const clean = screenFiltersSchema.safeParse(filters);
  const value = clean.success ? clean.data : parseScreenFilters(new URLSearchParams());
  if (value.search) params.set("search", value.search);
  if (value.author) params.set("author", value.author);
  if (value.sortBy) params.set("sortBy", value.sortBy);
  if (value.ascending !== undefined) params.set("ascending", String(value.ascending));
  return params;
}

export function isEmptyScreenFilters(filters: ScreenFilters): boolean {
  return serialiseScreenFilters(filters).size === 0;
}
