import "server-only";
import type { BetterAuthOptions } from "better-auth";
import { type Env, getEnv, getProviderCredentials } from "@/lib/env";

/** The providers of SPEC §7 that Better Auth 1.7 ships, with the names shown on buttons. */
export const SOCIAL_PROVIDER_NAMES = {
  apple: "Apple",
  atlassian: "Atlassian",
  cognito: "Amazon Cognito",
  discord: "Discord",
  dropbox: "Dropbox",
  facebook: "Facebook",
  figma: "Figma",
  github: "GitHub",
  gitlab: "GitLab",
  google: "Google",
  huggingface: "Hugging Face",
  kakao: "Kakao",
  kick: "Kick",
  line: "LINE",
  linear: "Linear",
  linkedin: "LinkedIn",
  microsoft: "Microsoft",
  naver: "Naver",
  notion: "Notion",
  paypal: "PayPal",
  reddit: "Reddit",
  roblox: "Roblox",
  salesforce: "Salesforce",
  slack: "Slack",
  spotify: "Spotify",
  tiktok: "TikTok",
  twitch: "Twitch",
  twitter: "X (Twitter)",
  vk: "VK",
  zoom: "Zoom",
} as const;

export type SocialProviderId = keyof typeof SOCIAL_PROVIDER_NAMES;
type SocialProviderConfig = NonNullable<BetterAuthOptions["socialProviders"]>;

/** Providers whose `<ID>_CLIENT_ID` and `<ID>_CLIENT_SECRET` are set (plus their extras). */
export function buildSocialProviders(env: Env = getEnv()): SocialProviderConfig {
  const config: Record<string, unknown> = {};
  for (const id of Object.keys(SOCIAL_PROVIDER_NAMES) as SocialProviderId[]) {
    const credentials = getProviderCredentials(id);
    if (!credentials) continue;
    if (id === "tiktok") {
      // TikTok calls its client id a client key.
      config[id] = { clientKey: credentials.clientId, clientSecret: credentials.clientSecret };
    } else if (id === "cognito") {
      const { COGNITO_DOMAIN: domain, COGNITO_REGION: region } = env;
      const userPoolId = env.COGNITO_USER_POOL_ID;
      if (domain && region && userPoolId)
        config[id] = { ...credentials, domain, region, userPoolId };
    } else if (id === "microsoft") {
      config[id] = { ...credentials, tenantId: env.MICROSOFT_TENANT_ID ?? "common" };
    } else if (id === "salesforce") {
      config[id] = { ...credentials, environment: env.SALESFORCE_ENVIRONMENT ?? "production" };
    } else {
      config[id] = credentials;
    }
  }
  return config as SocialProviderConfig;
}

export type { EnabledProvider } from "./social-providers-public";

import type { EnabledProvider } from "./social-providers-public";

/** What the sign-in and account pages offer as buttons: configured providers only. */
export function getEnabledSocialProviders(env: Env = getEnv()): EnabledProvider[] {
  const social = Object.keys(buildSocialProviders(env)).map((id) => ({
    id,
    name: SOCIAL_PROVIDER_NAMES[id as SocialProviderId],
  }));
  const oidc = env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? [{ id: "oidc", name: env.OIDC_NAME }] : [];
  return [...social, ...oidc];
}
