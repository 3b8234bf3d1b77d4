import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureAuthSecret, getEnv, getTrustedOrigins, setRuntimeEnv } from "./env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  setRuntimeEnv({});
});

function useEnv(vars: Record<string, string | undefined>) {
  for (const key of [
    "APP_URL",
    "BETTER_AUTH_URL",
    "BETTER_AUTH_SECRET",
    "TRUSTED_ORIGINS",
    "PORT",
  ]) {
    delete process.env[key];
  }
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  setRuntimeEnv({});
}

describe("getEnv", () => {
  it("defaults APP_URL to localhost on PORT and strips a trailing slash", () => {
    useEnv({ PORT: "4321" });
    expect(getEnv().APP_URL).toBe("http://localhost:4321");
    useEnv({ APP_URL: "https://deck.example.com/" });
    expect(getEnv()).toMatchObject({ APP_URL: "https://deck.example.com", isLocal: false });
  });

  it("names the variable that is invalid", () => {
    useEnv({ PORT: "not-a-port" });
    expect(() => getEnv()).toThrow(/PORT/);
  });

  it("trusts APP_URL plus TRUSTED_ORIGINS, as origins", () => {
    useEnv({
      APP_URL: "http://localhost:3000",
      TRUSTED_ORIGINS: "https://a.example/x, https://b.example",
    });
    expect(getTrustedOrigins()).toEqual([
      "http://localhost:3000",
      "https://a.example",
      "https://b.example",
    ]);
  });
});

describe("ensureAuthSecret", () => {
  it("generates a secret once into DATA_DIR with mode 600 and reuses it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "deckbot-env-"));
    useEnv({ DATA_DIR: dir });
    const first = ensureAuthSecret();
    const file = path.join(dir, "auth-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
    useEnv({ DATA_DIR: dir });
    expect(ensureAuthSecret()).toBe(first);
  });

  it("refuses to start without a secret when APP_URL is not local", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "deckbot-env-"));
    useEnv({ DATA_DIR: dir, APP_URL: "https://deck.example.com" });
    expect(() => ensureAuthSecret()).toThrow(/BETTER_AUTH_SECRET is required when APP_URL/);
  });

  it("uses BETTER_AUTH_SECRET when given", () => {
    useEnv({ BETTER_AUTH_SECRET: "x".repeat(40), APP_URL: "https://deck.example.com" });
    expect(ensureAuthSecret()).toBe("x".repeat(40));
  });
});
