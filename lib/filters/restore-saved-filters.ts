import {
  filtersEqual,
  filtersFromSearchParams,
  filtersToSearchParams,
  isEmptyFilters,
  parseSavedFilters,
} from "./saved-filters";

/** SPEC §2: only the host index and the client index restore saved filters. */
export const SAVED_FILTER_PATHS: readonly string[] = ["/host", "/client"];

export type RestoreDecision =
  | { action: "none" }
  /** The cookie is not a valid filter set: ignore it and expire it. */
  | { action: "clear" }
  /** Go to the same path with these saved filters as the whole query (`?…`). */
  | { action: "redirect"; search: string };

/**
 * What proxy.ts does for one request, given the raw saved-filters cookie. Pure so the
 * redirect rules are unit tested without a server; the comparison is on normalised filter
 * objects, so `?sortBy=createdAt&search=x` equals a cookie `{search:"x",sortBy:"createdAt"}`.
 */
export function decideSavedFiltersRestore(input: {
  pathname: string;
  searchParams: URLSearchParams;
  cookie: string | undefined;
}): RestoreDecision {
  if (!SAVED_FILTER_PATHS.includes(input.pathname) || input.cookie === undefined) {
    return { action: "none" };
  }
  const saved = parseSavedFilters(input.cookie);
  if (saved === null) return { action: "clear" };
  if (isEmptyFilters(saved)) return { action: "none" };
  if (filtersEqual(saved, filtersFromSearchParams(input.searchParams))) return { action: "none" };
  return { action: "redirect", search: `?${filtersToSearchParams(saved).toString()}` };
}
