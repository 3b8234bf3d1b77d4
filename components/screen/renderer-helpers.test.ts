import { describe, expect, it } from "vitest";
import type { RenderedButton } from "@/lib/screen/render-types";
import {
  getGridStyle,
  getSliderFraction,
  getTileDescription,
  getTileStyle,
  isImageRef,
  isToggleOn,
} from "./renderer-helpers";

const base: RenderedButton = {
  id: "b",
  x: 1,
  y: 2,
  w: 2,
  h: 1,
  kind: "action",
  label: "Go",
  style: {},
  stateIndex: null,
  value: null,
  confirm: false,
  targetScreenId: null,
  interactive: true,
};

describe("grid and tile styles", () => {
  it("sizes the grid by columns × rows with the screen's font and background", () => {
    const style = getGridStyle({
      columns: 5,
      rows: 3,
      gap: 8,
      backgroundColor: "#101226",
      fontFamily: "georgia",
    });
    expect(style.gridTemplateColumns).toBe("repeat(5, minmax(0, 1fr))");
    expect(style.aspectRatio).toBe("5 / 3");
    expect(style.fontFamily).toMatch(/^Georgia/);
    expect(style.backgroundColor).toBe("#101226");
  });

  it("places a tile by its cells and spans, with style overrides", () => {
    const style = getTileStyle({
      ...base,
      style: {
        backgroundColor: "#ff0000",
        fontSize: 20,
        fontFamily: "courier-new",
        align: "bottom",
      },
    });
    expect(style.gridColumn).toBe("2 / span 2");
    expect(style.gridRow).toBe("3 / span 1");
    expect(style.backgroundColor).toBe("#ff0000");
    expect(style.fontSize).toBe("calc(var(--cell) * 0.2)");
    expect(style.fontFamily).toMatch(/Courier New/);
    expect(style.justifyContent).toBe("flex-end");
    expect(getTileStyle({ ...base, kind: "label" }).backgroundColor).toBe("transparent");
  });

  it("quotes image URLs so a crafted URL cannot break out of url()", () => {
    const style = getTileStyle({ ...base, style: { image: '/a.png") , url("evil' } });
    expect(style.backgroundImage).toBe('url("/a.png\\") , url(\\"evil")');
  });
});

describe("values", () => {
  it("reads slider positions as fractions or percent, clamped", () => {
    expect(getSliderFraction(0.25)).toBe(0.25);
    expect(getSliderFraction(62)).toBe(0.62);
    expect(getSliderFraction(250)).toBe(1);
    expect(getSliderFraction(-3)).toBe(0);
    expect(getSliderFraction("x")).toBe(0);
  });

  it("reads toggles from booleans, numbers and on/off text", () => {
    expect([true, 1, "on", "TRUE"].map(isToggleOn)).toEqual([true, true, true, true]);
    expect([false, 0, "off", null].map(isToggleOn)).toEqual([false, false, false, false]);
  });

  it("tells built-in icon names from image URLs", () => {
    expect(isImageRef("mic-off")).toBe(false);
    expect(isImageRef("/api/storage/icons/abc.png")).toBe(true);
    expect(isImageRef("https://cdn.example/x.webp")).toBe(true);
    expect(isImageRef("javascript:alert(1)")).toBe(false);
  });

  it("describes toggles, sliders and folders for screen readers", () => {
    expect(getTileDescription({ ...base, kind: "toggle", label: "Live", value: true })).toBe(
      "Live, on",
    );
    expect(getTileDescription({ ...base, kind: "slider", label: "Music", value: 0.5 })).toBe(
      "Music, 50%",
    );
    expect(getTileDescription({ ...base, kind: "folder", label: "Alerts" })).toBe(
      "Alerts, opens a screen",
    );
    expect(getTileDescription({ ...base, kind: "back", label: "" })).toBe("Back");
  });
});
