import { afterEach, describe, expect, it } from "vitest";
import { type Env, getEnv } from "@/lib/env";
import { buildSocialProviders, getEnabledSocialProviders } from "./social-providers";

const names = [
  "GITHUB_CLIENT_ID",
  "GITHUB_CLIENT_SECRET",
  "TIKTOK_CLIENT_ID",
  "TIKTOK_CLIENT_SECRET",
];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe("social providers from env", () => {
  const env = (patch: Partial<Env> = {}): Env => ({ ...getEnv(), ...patch });

  it("offers nothing when no credentials are set", () => {
    expect(getEnabledSocialProviders(env({ OIDC_ISSUER: undefined }))).toEqual([]);
  });

  it("enables exactly the providers with an id and a secret, plus OIDC by its name", () => {
    process.env.GITHUB_CLIENT_ID = "gh-id";
    process.env.GITHUB_CLIENT_SECRET = "gh-secret";
    process.env.TIKTOK_CLIENT_ID = "tt-key";
    // No TIKTOK_CLIENT_SECRET: not enabled.
    const providers = getEnabledSocialProviders(
      env({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "x", OIDC_NAME: "Company SSO" }),
    );
    expect(providers).toEqual([
      { id: "github", name: "GitHub" },
      { id: "oidc", name: "Company SSO" },
    ]);
    expect(buildSocialProviders(env())).toEqual({
      github: { clientId: "gh-id", clientSecret: "gh-secret" },
    });
  });

  it("passes TikTok's id as its client key", () => {
    process.env.TIKTOK_CLIENT_ID = "tt-key";
    process.env.TIKTOK_CLIENT_SECRET = "tt-secret";
    expect(buildSocialProviders(env())).toEqual({
      tiktok: { clientKey: "tt-key", clientSecret: "tt-secret" },
    });
  });
});
