import { describe, expect, it } from "vitest";
import {
  applyScreenFilters,
  buildScreenFiltersHref,
  type SavedFiltersStore,
} from "./apply-screen-filters";

function createRecorder() {
  const events: string[] = [];
  const store: SavedFiltersStore = {
    write: (pathname, filters) => events.push(`write ${pathname} ${JSON.stringify(filters)}`),
    clear: (pathname) => events.push(`clear ${pathname}`),
  };
  const router = {
    replace: (href: string, options?: { scroll?: boolean }) =>
      events.push(`replace ${href} scroll=${options?.scroll}`),
  };
  return { events, store, router };
}

describe("applyScreenFilters", () => {
  it("saves the filters for the path before replacing the URL, without scrolling", () => {
    const { events, store, router } = createRecorder();
    applyScreenFilters(router, "/host", { search: "obs", ascending: true }, { store });
    expect(events).toEqual([
      'write /host {"search":"obs","ascending":true}',
      "replace /host?search=obs&ascending=true scroll=false",
    ]);
  });

  it("clears the saved filters on the explicit Clear, then drops the query", () => {
    const { events, store, router } = createRecorder();
    applyScreenFilters(router, "/client", {}, { store, clear: true });
    expect(events).toEqual(["clear /client", "replace /client scroll=false"]);
  });

  it("drops the query entirely when no filter is set", () => {
    expect(buildScreenFiltersHref("/client", {})).toBe("/client");
  });
});
