import { describe, expect, it } from "vitest";
import { launchApp } from "./launch-app";

describe("launchApp", () => {
  it("starts a program with its arguments and does not wait for it", async () => {
    const started = Date.now();
    await expect(
      launchApp({ app: process.execPath, args: ["-e", "setTimeout(() => {}, 3000)"] }, "linux"),
    ).resolves.toBe(`Started ${process.execPath}`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("names an app that does not exist", async () => {
    await expect(launchApp({ app: "deckbot-no-such-app", args: [] }, "linux")).rejects.toThrow(
      "App not found: deckbot-no-such-app",
    );
  });
});
