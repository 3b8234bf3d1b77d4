import { describe, expect, it } from "vitest";
import { detectNativeArea } from "./native-area";

describe("detectNativeArea", () => {
  it("finds the host and client markers anywhere in the user agent", () => {
    expect(detectNativeArea("Mozilla/5.0 (Linux; Android 14) DeckbotHost/1.2")).toBe("host");
    expect(detectNativeArea("DeckbotClient Mozilla/5.0 (iPhone)")).toBe("client");
  });

  it("returns null for browsers and missing user agents", () => {
    expect(detectNativeArea("Mozilla/5.0 (X11; Linux x86_64) Chrome/140")).toBeNull();
    expect(detectNativeArea("deckbotclient")).toBeNull();
    expect(detectNativeArea("")).toBeNull();
    expect(detectNativeArea(null)).toBeNull();
  });
});
