import { clearSavedFiltersCookie, writeSavedFiltersCookie } from "./saved-filters";
import { type ScreenFilters, serialiseScreenFilters } from "./search-params";

/** The part of Next's app router the filter bar needs; a plain object works in tests. */
export type FilterRouter = { replace: (href: string, options?: { scroll?: boolean }) => void };

/** Where the saved filters go; the browser cookie by default, a plain object in tests. */
export type SavedFiltersStore = {
  write: (pathname: string, filters: ScreenFilters) => void;
  clear: (pathname: string) => void;
};

const cookieStore: SavedFiltersStore = {
  write: writeSavedFiltersCookie,
  clear: clearSavedFiltersCookie,
};

export function buildScreenFiltersHref(pathname: string, filters: ScreenFilters): string {
  const query = serialiseScreenFilters(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The one place a filter UI writes the URL (replacing the history entry, keeping scroll).
 * It remembers the set in the saved-filter cookie for the path first: proxy.ts restores saved
 * filters on in-app navigations too, so a stale cookie would send the user back to the old
 * set. `clear` is the explicit "Clear" action, which forgets the saved set.
 */
export function applyScreenFilters(
  router: FilterRouter,
  pathname: string,
  filters: ScreenFilters,
  options: { clear?: boolean; store?: SavedFiltersStore } = {},
): void {
  const store = options.store ?? cookieStore;
  if (options.clear) store.clear(pathname);
  else store.write(pathname, filters);
  router.replace(buildScreenFiltersHref(pathname, filters), { scroll: false });
}
