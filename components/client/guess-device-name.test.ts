import { describe, expect, it } from "vitest";
import { guessDeviceName } from "./guess-device-name";

describe("guessDeviceName", () => {
  it("names phones and tablets by kind and desktops by browser and system", () => {
    expect(
      guessDeviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1"),
    ).toBe("iPhone");
    expect(guessDeviceName("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile")).toBe(
      "Android phone",
    );
    expect(guessDeviceName("Mozilla/5.0 (Linux; Android 14; SM-X) Chrome/120")).toBe(
      "Android tablet",
    );
    expect(guessDeviceName("Mozilla/5.0 (Windows NT 10.0) Chrome/120 Edg/120")).toBe(
      "Edge on Windows",
    );
    expect(guessDeviceName("Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36")).toBe(
      "Chrome on Linux",
    );
    expect(guessDeviceName("")).toBe("Browser");
  });
});
