import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildClearSavedFiltersCookie,
  buildSavedFiltersCookie,
  clearSavedFiltersCookie,
  type Filters,
  filtersEqual,
  filtersFromSearchParams,
  filtersToSearchParams,
  isEmptyFilters,
  parseSavedFilters,
  SAVED_FILTERS_MAX_AGE_SECONDS,
  savedFiltersCookieName,
  savedFiltersSchema,
  serializeSavedFilters,
  writeSavedFiltersCookie,
} from "./saved-filters";

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("savedFiltersCookieName", () => {
  it("replaces every slash with three underscores after the prefix", () => {
    expect(savedFiltersCookieName("/host")).toBe("searchParams.___host");
    expect(savedFiltersCookieName("/client")).toBe("searchParams.___client");
    expect(savedFiltersCookieName("/host/discover-screens")).toBe(
      "searchParams.___host___discover-screens",
    );
  });
});

describe("parseSavedFilters", () => {
  it("reads URL-encoded JSON as the cookie stores it", () => {
    expect(parseSavedFilters(encode({ search: "stream", sortBy: "createdAt" }))).toEqual({
      search: "stream",
      sortBy: "createdAt",
    });
  });

  it("reads the already-decoded value Next's cookie parser hands over", () => {
    expect(parseSavedFilters('{"author":"ana","ascending":true}')).toEqual({
      author: "ana",
      ascending: true,
    });
  });

  it("keeps a literal percent sign in a decoded value", () => {
    expect(parseSavedFilters('{"search":"100%"}')).toEqual({ search: "100%" });
    expect(parseSavedFilters(encode({ search: "100%" }))).toEqual({ search: "100%" });
  });

  it("rejects malformed JSON and broken percent-encoding", () => {
    expect(parseSavedFilters("%7Bnot json")).toBeNull();
    expect(parseSavedFilters("{not json")).toBeNull();
    expect(parseSavedFilters("%E0%A4%A")).toBeNull();
    expect(parseSavedFilters("")).toBeNull();
    expect(parseSavedFilters(undefined)).toBeNull();
  });

  it("rejects JSON that is not an object of the right types", () => {
    expect(parseSavedFilters("null")).toBeNull();
    expect(parseSavedFilters("[]")).toBeNull();
    expect(parseSavedFilters('"stream"')).toBeNull();
    expect(parseSavedFilters(encode({ search: 5 }))).toBeNull();
    expect(parseSavedFilters(encode({ sortBy: "name" }))).toBeNull();
    expect(parseSavedFilters(encode({ ascending: "true" }))).toBeNull();
    expect(parseSavedFilters(encode({ author: null }))).toBeNull();
  });

  it("rejects values over 200 characters and oversize cookies", () => {
    expect(parseSavedFilters(encode({ search: "x".repeat(200) }))).toEqual({
      search: "x".repeat(200),
    });
    expect(parseSavedFilters(encode({ search: "x".repeat(201) }))).toBeNull();
    expect(parseSavedFilters(encode({ author: "y".repeat(201) }))).toBeNull();
    expect(parseSavedFilters(`{"search":"a","pad":"${"z".repeat(5000)}"}`)).toBeNull();
  });

  it("drops unknown keys and normalises defaults away", () => {
    expect(parseSavedFilters(encode({ search: "", ascending: false, page: 3 }))).toEqual({});
  });
});

describe("filtersEqual / isEmptyFilters", () => {
  it("compares normalised objects, not key order or default values", () => {
    expect(
      filtersEqual({ search: "a", sortBy: "createdAt" }, { sortBy: "createdAt", search: "a" }),
    ).toBe(true);
    expect(filtersEqual({ search: "", ascending: false }, {})).toBe(true);
    expect(filtersEqual({ search: "a" }, { search: "b" })).toBe(false);
    expect(filtersEqual({ ascending: true }, {})).toBe(false);
    expect(filtersEqual({ sortBy: "updatedAt" }, { sortBy: "createdAt" })).toBe(false);
  });

  it("calls a filter set empty only when nothing would change the list", () => {
    expect(isEmptyFilters({})).toBe(true);
    expect(isEmptyFilters({ search: "", author: "", ascending: false })).toBe(true);
    expect(isEmptyFilters({ ascending: true })).toBe(false);
    expect(isEmptyFilters({ sortBy: "updatedAt" })).toBe(false);
  });
});

describe("filtersToSearchParams / filtersFromSearchParams", () => {
  it("writes the query in a stable order", () => {
    expect(
      filtersToSearchParams({
        ascending: true,
        sortBy: "createdAt",
        search: "stream deck",
        author: "ana",
      }).toString(),
    ).toBe("search=stream+deck&author=ana&sortBy=createdAt&ascending=true");
  });

  it("reads a URL leniently: an invalid field counts as absent", () => {
    expect(
      filtersFromSearchParams(new URLSearchParams("search=a&sortBy=name&ascending=maybe&page=2")),
    ).toEqual({ search: "a" });
    expect(filtersFromSearchParams(new URLSearchParams(`search=${"x".repeat(201)}`))).toEqual({});
    expect(filtersFromSearchParams(new URLSearchParams("ascending=1"))).toEqual({
      ascending: true,
    });
  });

  const filtersArbitrary: fc.Arbitrary<Filters> = fc.record(
    {
      search: fc.string({ maxLength: 200 }),
      author: fc.string({ maxLength: 200 }),
      sortBy: fc.constantFrom("updatedAt" as const, "createdAt" as const),
      ascending: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it("round-trips through the URL, so a restored URL never redirects again", () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const params = new URLSearchParams(filtersToSearchParams(filters).toString());
        expect(filtersEqual(filtersFromSearchParams(params), filters)).toBe(true);
      }),
    );
  });

  it("round-trips through the cookie value", () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const parsed = parseSavedFilters(serializeSavedFilters(filters));
        expect(parsed).not.toBeNull();
        expect(filtersEqual(parsed ?? {}, filters)).toBe(true);
        expect(savedFiltersSchema.safeParse(parsed).success).toBe(true);
      }),
    );
  });
});

describe("cookie writers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stores filters for 400 days at most, site-wide, SameSite=Lax", () => {
    expect(SAVED_FILTERS_MAX_AGE_SECONDS).toBe(34_560_000);
    expect(buildSavedFiltersCookie("/host", { search: "stream", sortBy: "createdAt" })).toBe(
      `searchParams.___host=${encode({ search: "stream", sortBy: "createdAt" })}; Max-Age=34560000; Path=/; SameSite=Lax`,
    );
  });

  it("expires the cookie for an empty filter set and on clear", () => {
    expect(buildSavedFiltersCookie("/client", { search: "" })).toBe(
      "searchParams.___client=; Max-Age=0; Path=/; SameSite=Lax",
    );
    expect(buildClearSavedFiltersCookie("/host", { secure: true })).toBe(
      "searchParams.___host=; Max-Age=0; Path=/; SameSite=Lax; Secure",
    );
  });

  it("writes through document.cookie, Secure on https", () => {
    const writes: string[] = [];
    vi.stubGlobal("window", { location: { protocol: "https:" } });
    vi.stubGlobal("document", {
      set cookie(value: string) {
        writes.push(value);
      },
    });
    writeSavedFiltersCookie("/host", { author: "ana" });
    clearSavedFiltersCookie("/host");
    expect(writes).toEqual([
      `searchParams.___host=${encode({ author: "ana" })}; Max-Age=34560000; Path=/; SameSite=Lax; Secure`,
      "searchParams.___host=; Max-Age=0; Path=/; SameSite=Lax; Secure",
    ]);
  });
});
