import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { readCredentials, removeCredentials, writeCredentials } from "./credentials";

let path: string;
beforeEach(async () => {
  path = join(await mkdtemp(join(tmpdir(), "deckbot-agent-")), "deckbot", "agent.json");
});

describe("stored sign-in", () => {
  it("is written readable by the user only and read back for the same server", async () => {
    await writeCredentials(path, { url: "http://deck:3000", sessionToken: "abc" });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readCredentials(path, "http://deck:3000")).toEqual({
      url: "http://deck:3000",
      sessionToken: "abc",
    });
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ sessionToken: "abc" });
  });

  it("is not used for another server, nor when missing or corrupt", async () => {
    expect(await readCredentials(path, "http://deck:3000")).toBeNull();
    await writeCredentials(path, { url: "http://deck:3000", sessionToken: "abc" });
    expect(await readCredentials(path, "http://other:3000")).toBeNull();
    await writeFile(path, "{not json");
    expect(await readCredentials(path, "http://deck:3000")).toBeNull();
  });

  it("tightens an existing file to mode 600 and is removed by logout", async () => {
    await writeCredentials(path, { url: "u", sessionToken: "a" });
    await writeFile(path, "{}", { mode: 0o644 });
    await writeCredentials(path, { url: "u", sessionToken: "b" });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await removeCredentials(path)).toBe(true);
    expect(await removeCredentials(path)).toBe(false);
    expect(await readCredentials(path, "u")).toBeNull();
  });
});
