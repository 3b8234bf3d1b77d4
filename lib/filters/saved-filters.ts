import * as z from "zod";

/**
 * SPEC §2 "Saved search filters": the host index and client index remember their filter set
 * in a cookie named `searchParams.` + the path with every `/` replaced by `___`. proxy.ts
 * reads it on document requests and redirects to the saved filters; the filter UIs write it.
 */
export const SAVED_FILTERS_COOKIE_PREFIX = "searchParams.";
/** SPEC §9: a cookie lives at most 400 days. */
export const SAVED_FILTERS_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
export const FILTER_TEXT_MAX_LENGTH = 200;
/** A cookie value is at most ~4 KB; anything longer was not written by us. */
const RAW_COOKIE_MAX_LENGTH = 4096;

export const sortByValues = ["updatedAt", "createdAt"] as const;

export const savedFiltersSchema = z.object({
  search: z.string().max(FILTER_TEXT_MAX_LENGTH).optional(),
  author: z.string().max(FILTER_TEXT_MAX_LENGTH).optional(),
  sortBy: z.enum(sortByValues).optional(),
  ascending: z.boolean().optional(),
});

export type Filters = z.infer<typeof savedFiltersSchema>;

export function savedFiltersCookieName(pathname: string): string {
  return SAVED_FILTERS_COOKIE_PREFIX + pathname.replaceAll("/", "___");
}

/**
 * Canonical form used for comparison and storage: empty strings and `ascending: false`
 * (the default order) carry no information, so they are dropped.
 */
export function normalizeFilters(filters: Filters): Filters {
  const normal: Filters = {};
  if (filters.search) normal.search = filters.search;
  if (filters.author) normal.author = filters.author;
  if (filters.sortBy) normal.sortBy = filters.sortBy;
  if (filters.ascending) normal.ascending = true;
  return normal;
}

export function isEmptyFilters(filters: Filters): boolean {
  return Object.keys(normalizeFilters(filters)).length === 0;
}

export function filtersEqual(a: Filters, b: Filters): boolean {
  const x = normalizeFilters(a);
  const y = normalizeFilters(b);
  return (
    x.search === y.search &&
    x.author === y.author &&
    x.sortBy === y.sortBy &&
    x.ascending === y.ascending
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The cookie's value as stored (URL-encoded JSON) or as Next hands it over (already decoded).
 * Returns null for anything that is not a valid filter object: the caller clears the cookie.
 */
export function parseSavedFilters(raw: string | undefined | null): Filters | null {
  if (!raw || raw.length > RAW_COOKIE_MAX_LENGTH) return null;
  let json = parseJson(raw);
  if (json === undefined) {
    const decoded = decode(raw);
    json = decoded === undefined ? undefined : parseJson(decoded);
  }
  const parsed = savedFiltersSchema.safeParse(json);
  return parsed.success ? normalizeFilters(parsed.data) : null;
}

export function serializeSavedFilters(filters: Filters): string {
  return encodeURIComponent(JSON.stringify(normalizeFilters(filters)));
}

/** The query string for a filter set, in a stable order (search, author, sortBy, ascending). */
export function filtersToSearchParams(filters: Filters): URLSearchParams {
  const normal = normalizeFilters(filters);
  const params = new URLSearchParams();
  if (normal.search) params.set("search", normal.search);
  if (normal.author) params.set("author", normal.author);
  if (normal.sortBy) params.set("sortBy", normal.sortBy);
  if (normal.ascending) params.set("ascending", "true");
  return params;
}

/**
 * Reads the filters a URL currently carries, leniently: a field that fails validation counts
 * as absent (the page shows its default for it), so it never blocks the comparison.
 */
export function filtersFromSearchParams(params: URLSearchParams): Filters {
  const pick = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const ascending = params.get("ascending");
  return normalizeFilters({
    search: pick(savedFiltersSchema.shape.search, params.get("search") ?? undefined),
    author: pick(savedFiltersSchema.shape.author, params.get("author") ?? undefined),
    sortBy: pick(savedFiltersSchema.shape.sortBy, params.get("sortBy") ?? undefined),
    ascending: ascending === "true" || ascending === "1",
  });
}

/** The Set-Cookie / document.cookie string that stores a filter set (or clears it when empty). */
export function buildSavedFiltersCookie(
  pathname: string,
  filters: Filters,
  options: { secure?: boolean } = {},
): string {
  const name = savedFiltersCookieName(pathname);
  const secure = options.secure ? "; Secure" : "";
  if (isEmptyFilters(filters)) return `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  return `${name}=${serializeSavedFilters(filters)}; Max-Age=${SAVED_FILTERS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function buildClearSavedFiltersCookie(
  pathname: string,
  options: { secure?: boolean } = {},
): string {
  return buildSavedFiltersCookie(pathname, {}, options);
}

/** Browser only: remember the filters a filter UI just applied for `pathname`. */
export function writeSavedFiltersCookie(pathname: string, filters: Filters): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; the string is built and escaped above.
  document.cookie = buildSavedFiltersCookie(pathname, filters, {
    secure: window.location.protocol === "https:",
  });
}

/** Browser only: forget the saved filters for `pathname` (the "reset filters" action). */
export function clearSavedFiltersCookie(pathname: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; the string is built and escaped above.
  document.cookie = buildClearSavedFiltersCookie(pathname, {
    secure: window.location.protocol === "https:",
  });
}
