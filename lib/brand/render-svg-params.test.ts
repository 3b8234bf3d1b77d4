import { describe, expect, it } from "vitest";
import { buildLogoSvg } from "./logo-svg";
import { parseRenderSvgParams } from "./render-svg-params";

const parse = (query: string) => parseRenderSvgParams(new URLSearchParams(query));

describe("render-svg params", () => {
  it("defaults every flag to false", () => {
    expect(parse("")).toEqual({ ok: true, params: { text: false, light: false, host: false } });
  });

  it("reads true and 1 as on, false and 0 as off", () => {
    expect(parse("text=true&light=1&host=0")).toEqual({
      ok: true,
      params: { text: true, light: true, host: false },
    });
    expect(parse("text=false")).toEqual({
      ok: true,
      params: { text: false, light: false, host: false },
    });
  });

  it("rejects anything else and names the field", () => {
    const result = parse("text=yes&host=2");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain("text");
      expect(result.message).toContain("host");
    }
  });
});

describe("logo svg", () => {
  it("draws the wordmark only when asked", () => {
    expect(buildLogoSvg({ text: true })).toContain(">Deckbot</text>");
    expect(buildLogoSvg()).not.toContain(">Deckbot</text>");
  });

  it("adds the HOST badge with and without the wordmark", () => {
    expect(buildLogoSvg({ host: true })).toContain(">HOST</text>");
    expect(buildLogoSvg({ host: true, text: true })).toContain(">HOST</text>");
    expect(buildLogoSvg()).not.toContain("HOST");
  });

  it("switches the ink for the light colourway", () => {
    expect(buildLogoSvg({ text: true, light: true })).toContain('fill="#f5f3ff">Deckbot');
    expect(buildLogoSvg({ text: true })).toContain('fill="#15172c">Deckbot');
  });
});
