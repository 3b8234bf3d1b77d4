import * as z from "zod";
import {
  MAX_FILTER_LENGTH,
  parseScreenFilters,
  type ScreenFilters,
  screenFiltersSchema,
  serialiseScreenFilters,
} from "./search-params";

/**
 * SPEC §2 "Saved search filters": the host index and client index remember their filter set
 * in a cookie named `searchParams.` + the path with every `/` replaced by `___`. proxy.ts
 * reads it on document requests and redirects to the saved filters; the filter UIs write it.
 */
export const SAVED_FILTERS_COOKIE_PREFIX = "searchParams.";
/** SPEC §9: a cookie lives at most 400 days. */
export const SAVED_FILTERS_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A cookie value is at most ~4 KB; anything longer was not written by us. */
const RAW_COOKIE_MAX_LENGTH = 4096;

/**
 * The cookie holds the filter set the URL carries (lib/filters/search-params.ts), tolerating
 * blank strings, which normalisation drops.
 */
export const savedFiltersSchema = screenFiltersSchema.extend({
  search: z.string().max(MAX_FILTER_LENGTH).optional(),
  author: z.string().max(MAX_FILTER_LENGTH).optional(),
});

export type Filters = ScreenFilters;

export function savedFiltersCookieName(pathname: string): string {
  return SAVED_FILTERS_COOKIE_PREFIX + pathname.replaceAll("/", "___");
}

/**
 * Canonical form used for comparison and storage: blank strings and `ascending: false`
 * (the default order) carry no information, so they are dropped.
 */
export function normalizeFilters(filters: Filters): Filters {
  const normal: Filters = {};
  const search = filters.search?.trim();
  const author = filters.author?.trim();
  if (search) normal.search = search;
  if (author) normal.author = author;
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

/** The query string for a filter set, in its canonical (normalised) form. */
export function filtersToSearchParams(filters: Filters): URLSearchParams {
  return serialiseScreenFilters(normalizeFilters(filters));
}

/**
 * Reads the filters a URL currently carries, leniently: a field that fails validation counts
 * as absent (the page shows its default for it), so it never blocks the comparison.
 */
export function filtersFromSearchParams(params: URLSearchParams): Filters {
  return normalizeFilters(parseScreenFilters(params));
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
