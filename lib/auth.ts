import "server-only";
import { getDb } from "@/db/client";
import { buildSocialProviders } from "@/lib/auth/social-providers";
import { ensureAuthSecret, getEnv, getTrustedOrigins } from "@/lib/env";
import { createMailer } from "@/server/email/mailer";
import { type Auth, createAuth } from "./auth/create-auth";

export { type Auth, type CreateAuthOptions, createAuth } from "./auth/create-auth";

/** Providers whose verified email is enough to link to an existing account (SPEC §4). */
const TRUSTED_PROVIDERS = ["google", "github", "microsoft", "apple", "gitlab"];

type AuthGlobal = { __deckbotAuth?: { url: string; auth: Auth } };
const store = globalThis as AuthGlobal;

/**
 * The process-wide Better Auth instance, built on first use because DATABASE_URL is only
 * known once server/main.ts has started the database. Cached on globalThis so Next's bundled
 * copy of this module and server/main.ts share one instance (and one JWKS cache).
 */
export function getAuth(): Auth {
  const env = getEnv();
  const url = env.DATABASE_URL ?? "";
  if (store.__deckbotAuth?.url === url) return store.__deckbotAuth.auth;
  const db = getDb();
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : undefined;
  const auth = createAuth({
    db,
    baseURL: env.APP_URL,
    secret: ensureAuthSecret(env),
    trustedOrigins: getTrustedOrigins(env),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      db,
      devOutbox: env.devOutbox,
    }),
    requireEmailVerification: env.requireEmailVerification,
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, window: env.AUTH_RATE_LIMIT_WINDOW },
    socialProviders: buildSocialProviders(env),
    trustedProviders: TRUSTED_PROVIDERS,
    oidc,
  });
  store.__deckbotAuth = { url, auth };
  return auth;
}
