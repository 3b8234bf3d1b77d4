import { afterEach, describe, expect, it } from "vitest";
import { getEnv, setRuntimeEnv } from "@/lib/env";

// NODE_ENV is typed read-only; tests switch it through a plain record view.
const env = process.env as Record<string, string | undefined>;
const saved = { ...env };
const keys = ["SMTP_URL", "REQUIRE_EMAIL_VERIFICATION", "NODE_ENV", "APP_URL"] as const;

function withEnv(patch: Partial<Record<(typeof keys)[number], string>>) {
  for (const key of keys) delete env[key];
  Object.assign(env, patch);
  setRuntimeEnv({});
  return getEnv();
}

afterEach(() => {
  for (const key of keys) {
    if (saved[key] === undefined) delete env[key];
    else env[key] = saved[key];
  }
  setRuntimeEnv({});
});

describe("account mail policy from env", () => {
  it("without SMTP: verification optional, mail kept in the dev outbox", () => {
    const dev = withEnv({ NODE_ENV: "development" });
    expect(dev.requireEmailVerification).toBe(false);
    expect(dev.devOutbox).toBe(true);
  });

  it("with SMTP: verification required by default, no outbox; the default can be turned off", () => {
    const smtp = withEnv({ SMTP_URL: "smtp://mail.example:587", NODE_ENV: "production" });
    expect(smtp.requireEmailVerification).toBe(true);
    expect(smtp.devOutbox).toBe(false);
    expect(
      withEnv({ SMTP_URL: "smtp://mail.example:587", REQUIRE_EMAIL_VERIFICATION: "false" })
        .requireEmailVerification,
    ).toBe(false);
  });

  it("a public production deployment never uses the outbox, a local production run may", () => {
    expect(withEnv({ NODE_ENV: "production", APP_URL: "https://deck.example" }).devOutbox).toBe(
      false,
    );
    expect(withEnv({ NODE_ENV: "production", APP_URL: "http://localhost:3000" }).devOutbox).toBe(
      true,
    );
  });
});
