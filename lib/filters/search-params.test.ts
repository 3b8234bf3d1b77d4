import { describe, expect, it } from "vitest";
import { isEmptyScreenFilters, parseScreenFilters, serialiseScreenFilters } from "./search-params";

describe("parseScreenFilters", () => {
  it("reads all four filters from a query string", () => {
    const params = new URLSearchParams("search=stream&author=ada&sortBy=createdAt&ascending=true");
    expect(parseScreenFilters(params)).toEqual({
      search: "stream",
      author: "ada",
      sortBy: "createdAt",
      ascending: true,
    });
  });

  it("reads Next's searchParams object, taking the first of repeated keys", () => {
    expect(parseScreenFilters({ search: ["a", "b"], ascending: "0" })).toEqual({
      search: "a",
      ascending: false,
    });
  });

  it("drops invalid values but keeps the valid ones", () => {
    const params = new URLSearchParams(
      "search=%20%20&sortBy=name&ascending=maybe&author=%20bob%20",
    );
    expect(parseScreenFilters(params)).toEqual({ author: "bob" });
  });

  it("drops over-long text instead of failing the page", () => {
    expect(parseScreenFilters({ search: "x".repeat(201) })).toEqual({});
  });

  it("returns no filters for missing input", () => {
    expect(parseScreenFilters(undefined)).toEqual({});
    expect(parseScreenFilters(null)).toEqual({});
  });
});

describe("serialiseScreenFilters", () => {
  it("round-trips and omits empty fields", () => {
    const filters = { search: "deck", sortBy: "updatedAt", ascending: false } as const;
    const params = serialiseScreenFilters(filters);
    expect(params.toString()).toBe("search=deck&sortBy=updatedAt&ascending=false");
    expect(parseScreenFilters(params)).toEqual(filters);
    expect(isEmptyScreenFilters({})).toBe(true);
    expect(isEmptyScreenFilters({ ascending: true })).toBe(false);
  });
});
