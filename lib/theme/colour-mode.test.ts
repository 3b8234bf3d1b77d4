import { describe, expect, it } from "vitest";
import {
  COLOUR_MODE_COOKIE,
  parseColourMode,
  readColourModeFromCookieHeader,
  resolveColourMode,
  serialiseColourModeCookie,
} from "./colour-mode";

describe("colour-mode cookie", () => {
  it("keeps the three known modes", () => {
    expect(parseColourMode("light")).toBe("light");
    expect(parseColourMode("dark")).toBe("dark");
    expect(parseColourMode("system")).toBe("system");
    expect(parseColourMode(" LIGHT ")).toBe("light");
  });

  it("falls back to dark for a missing or unknown value", () => {
    expect(parseColourMode(undefined)).toBe("dark");
    expect(parseColourMode(null)).toBe("dark");
    expect(parseColourMode("")).toBe("dark");
    expect(parseColourMode("purple")).toBe("dark");
  });

  it("serialises a one-year, site-wide, lax cookie", () => {
    expect(serialiseColourModeCookie("system")).toBe(
      "deckbot-colour-mode=system; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  });

  it("refuses to serialise a value that is not a mode", () => {
    expect(() => serialiseColourModeCookie("blue" as never)).toThrow();
  });

  it("round-trips through a Cookie header among other cookies", () => {
    const header = `a=1; ${serialiseColourModeCookie("light").split(";")[0]}; b=2`;
    expect(readColourModeFromCookieHeader(header)).toBe("light");
    expect(readColourModeFromCookieHeader("a=1")).toBe("dark");
    expect(readColourModeFromCookieHeader(`${COLOUR_MODE_COOKIE}=bogus`)).toBe("dark");
  });

  it("resolves system from the device preference only", () => {
    expect(resolveColourMode("system", true)).toBe("dark");
    expect(resolveColourMode("system", false)).toBe("light");
    expect(resolveColourMode("light", true)).toBe("light");
    expect(resolveColourMode("dark", false)).toBe("dark");
  });
});
