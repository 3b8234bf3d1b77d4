import { describe, expect, it } from "vitest";
import { getEnvironmentFromUserAgent, isNativeUserAgent } from "./environment";

const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe("environment from user agent", () => {
  it("detects the host and client wrappers by their markers", () => {
    expect(getEnvironmentFromUserAgent(`${SAFARI} DeckbotHost/1.2`)).toBe("host");
    expect(getEnvironmentFromUserAgent(`${SAFARI} DeckbotClient/1.2`)).toBe("client");
    expect(isNativeUserAgent(`${SAFARI} DeckbotClient/1.2`)).toBe(true);
  });

  it("treats ordinary browsers, empty and missing agents as web", () => {
    expect(getEnvironmentFromUserAgent(SAFARI)).toBe("web");
    expect(getEnvironmentFromUserAgent("")).toBe("web");
    expect(getEnvironmentFromUserAgent(undefined)).toBe("web");
    expect(getEnvironmentFromUserAgent(null)).toBe("web");
    expect(isNativeUserAgent(SAFARI)).toBe(false);
  });

  it("is case-sensitive, so look-alike words do not switch environments", () => {
    expect(getEnvironmentFromUserAgent("deckbothost")).toBe("web");
  });
});
