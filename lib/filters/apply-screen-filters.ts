import { type ScreenFilters, serialiseScreenFilters } from "./search-params";

/** The part of Next's app router the filter bar needs; a plain object works in tests. */
export type FilterRouter = { replace: (href: string, options?: { scroll?: boolean }) => void };

export function buildScreenFiltersHref(pathname: string, filters: ScreenFilters): string {
  const query = serialiseScreenFilters(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The one place the filter bar writes the URL (replacing the history entry, keeping scroll).
 * Saved filters (lib/filters/saved-filters.ts) hook in here to remember the set per path.
 */
export function applyScreenFilters(
  router: FilterRouter,
  pathname: string,
  filters: ScreenFilters,
): void {
  router.replace(buildScreenFiltersHref(pathname, filters), { scroll: false });
}
