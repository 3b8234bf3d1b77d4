import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("parseConfig", () => {
  it("defaults to the local server, commands off, local OBS and the computer's name", () => {
    expect(parseConfig([], {}, "studio-pc")).toEqual({
      url: "http://localhost:3000",
      allowCommands: false,
      obsUrl: "ws://127.0.0.1:4455",
      obsPassword: undefined,
      name: "studio-pc",
      logout: false,
      help: false,
    });
  });

  it("takes flags over the environment and drops a trailing slash from the URL", () => {
    const config = parseConfig(
      ["--url", "https://deck.example.com/", "--obs-password", "s3cret", "--name", "booth"],
      { DECKBOT_URL: "http://elsewhere:3000", DECKBOT_AGENT_ALLOW_COMMANDS: "1" },
      "pc",
    );
    expect(config.url).toBe("https://deck.example.com");
    expect(config.allowCommands).toBe(true);
    expect(config.obsPassword).toBe("s3cret");
    expect(config.name).toBe("booth");
  });

  it("reads DECKBOT_URL and only turns commands on for a yes-like value", () => {
    expect(parseConfig([], { DECKBOT_URL: "http://deck:3000" }, "pc").url).toBe("http://deck:3000");
    expect(parseConfig([], { DECKBOT_AGENT_ALLOW_COMMANDS: "0" }, "pc").allowCommands).toBe(false);
    expect(parseConfig([], { DECKBOT_AGENT_ALLOW_COMMANDS: "true" }, "pc").allowCommands).toBe(
      true,
    );
  });

  it("refuses addresses of the wrong kind and unknown flags", () => {
    expect(() => parseConfig(["--url", "ftp://deck"], {}, "pc")).toThrow(/http\(s\) address/);
    expect(() => parseConfig(["--url", "not a url"], {}, "pc")).toThrow(/--url/);
    expect(() => parseConfig(["--obs-url", "http://obs"], {}, "pc")).toThrow(/ws\(s\) address/);
    expect(() => parseConfig(["--allow-everything"], {}, "pc")).toThrow(/allow-everything/);
  });
});
