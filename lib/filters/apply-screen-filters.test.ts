import { describe, expect, it } from "vitest";
import { applyScreenFilters, buildScreenFiltersHref } from "./apply-screen-filters";

describe("applyScreenFilters", () => {
  it("replaces the URL with the filters, without scrolling", () => {
    const calls: [string, unknown][] = [];
    applyScreenFilters({ replace: (href, options) => calls.push([href, options]) }, "/host", {
      search: "obs",
      ascending: true,
    });
    expect(calls).toEqual([["/host?search=obs&ascending=true", { scroll: false }]]);
  });

  it("drops the query entirely when no filter is set", () => {
    expect(buildScreenFiltersHref("/client", {})).toBe("/client");
  });
});
