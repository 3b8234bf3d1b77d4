import { describe, expect, it } from "vitest";
import { decideSavedFiltersRestore } from "./restore-saved-filters";

const cookieOf = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const decide = (pathname: string, query: string, cookie: string | undefined) =>
  decideSavedFiltersRestore({ pathname, searchParams: new URLSearchParams(query), cookie });

describe("decideSavedFiltersRestore", () => {
  it("redirects the host and client index to the saved filters", () => {
    const cookie = cookieOf({ search: "stream", sortBy: "createdAt" });
    expect(decide("/host", "", cookie)).toEqual({
      action: "redirect",
      search: "?search=stream&sortBy=createdAt",
    });
    expect(decide("/client", "search=other", cookie)).toEqual({
      action: "redirect",
      search: "?search=stream&sortBy=createdAt",
    });
  });

  it("does not redirect when the URL already carries the same filters in another order", () => {
    const cookie = cookieOf({ search: "stream", sortBy: "createdAt", ascending: false });
    expect(decide("/host", "sortBy=createdAt&search=stream&ascending=false", cookie)).toEqual({
      action: "none",
    });
  });

  it("ignores empty saved filters and missing cookies", () => {
    expect(decide("/host", "search=a", cookieOf({}))).toEqual({ action: "none" });
    expect(decide("/host", "search=a", cookieOf({ search: "" }))).toEqual({ action: "none" });
    expect(decide("/host", "", undefined)).toEqual({ action: "none" });
  });

  it("clears an invalid cookie instead of redirecting", () => {
    expect(decide("/host", "", "%7Bnot json")).toEqual({ action: "clear" });
    expect(decide("/client", "", cookieOf({ sortBy: "title" }))).toEqual({ action: "clear" });
  });

  it("leaves every other path alone", () => {
    const cookie = cookieOf({ search: "stream" });
    for (const path of ["/", "/host/screens", "/client/settings", "/hostx", "/host/"]) {
      expect(decide(path, "", cookie)).toEqual({ action: "none" });
    }
  });
});
