import "server-only";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import {
  admin,
  bearer,
  deviceAuthorization,
  genericOAuth,
  jwt,
  organization,
} from "better-auth/plugins";
import type { Database } from "@/db/client";
import * as authSchema from "@/db/schema/auth";
import type { Mailer } from "@/server/email/mailer";
import { renderChangeEmail } from "@/server/email/templates/change-email";
import { renderDeleteAccount } from "@/server/email/templates/delete-account";
import { renderResetPassword } from "@/server/email/templates/reset-password";
import { renderVerifyEmail } from "@/server/email/templates/verify-email";
import type { StorageDriver } from "@/server/storage/driver";
import { getStorage } from "@/server/storage/get-storage";
import { removeOwnerAssets } from "@/server/storage/remove-owner-assets";
import { capSessionExpiry, withAbsoluteSessionLifetime } from "./absolute-session-lifetime";
import { hashPassword, POLICY_SCRYPT_COST, type ScryptCost, verifyPassword } from "./password-hash";
import { AUTH_POLICY, DEVICE_AGENT_CLIENT_ID } from "./policy";
import { sessionRevocationRules } from "./session-revocation-rules";

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

export type CreateAuthOptions = {
  db: Database;
  /** APP_URL without a trailing slash: also the JWT issuer and audience. */
  baseURL: string;
  secret: string;
  trustedOrigins: string[];
  mailer: Mailer;
  requireEmailVerification: boolean;
  rateLimit: { max: number; window: number };
  socialProviders?: BetterAuthOptions["socialProviders"];
  /** Providers whose accounts link to an existing user by email (SPEC §4). */
  trustedProviders?: string[];
  oidc?: OidcSettings | undefined;
  /** Both on in the product; tests turn them off to prove the disabled answers (SPEC §8). */
  features?: { changeEmail?: boolean; deleteUser?: boolean };
  /** Only tests that create many users lower this; the product always uses the policy. */
  passwordCost?: ScryptCost;
  /** Where uploaded files live (their owner's deletion removes them); defaults to getStorage. */
  storage?: () => StorageDriver;
};

const DAY = 24 * 60 * 60;

/** Better Auth configured to the account policy of issue 3 (SPEC §3–§9, ASVS 5.0). */
export function createAuth(options: CreateAuthOptions) {
  const { mailer, baseURL } = options;
  const passwordCost = options.passwordCost ?? POLICY_SCRYPT_COST;
  const authRateLimit = { window: options.rateLimit.window, max: options.rateLimit.max };

  return betterAuth({
    appName: "Deckbot",
    baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    database: withAbsoluteSessionLifetime(
      drizzleAdapter(options.db, { provider: "pg", schema: authSchema }),
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH_POLICY.password.min,
      maxPasswordLength: AUTH_POLICY.password.max,
      requireEmailVerification: options.requireEmailVerification,
      resetPasswordTokenExpiresIn: AUTH_POLICY.resetPasswordTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hashPassword(password, passwordCost),
        verify: verifyPassword,
      },
      async sendResetPassword({ user, url }) {
        await mailer.send(user.email, renderResetPassword({ name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: AUTH_POLICY.verificationTokenSeconds,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(user.email, renderVerifyEmail({ name: user.name, url }));
      },
    },
    user: {
      changeEmail: {
        enabled: options.features?.changeEmail ?? true,
        // SPEC §4: an unverified user's email changes directly and verification is resent.
        updateEmailWithoutVerification: true,
        async sendChangeEmailConfirmation({ user, newEmail, url }) {
          await mailer.send(user.email, renderChangeEmail({ name: user.name, newEmail, url }));
        },
      },
      deleteUser: {
        enabled: options.features?.deleteUser ?? true,
        deleteTokenExpiresIn: AUTH_POLICY.deleteTokenSeconds,
        async sendDeleteAccountVerification({ user, url }) {
          await mailer.send(user.email, renderDeleteAccount({ name: user.name, url }));
        },
      },
    },
    session: {
      expiresIn: 7 * DAY,
      updateAge: DAY,
      freshAge: DAY,
      // A short cache keeps get-session off the database; 60 s bounds how long a revoked
      // session can still read (ASVS 7.4.1).
      cookieCache: { enabled: true, maxAge: 60 },
    },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: options.trustedProviders ?? [],
        allowDifferentEmails: false,
      },
    },
    socialProviders: options.socialProviders ?? {},
    rateLimit: {
      // Never off: Better Auth only enables it in production by default.
      enabled: true,
      storage: "database",
      // Better Auth's general default (100 per 10 s per IP) for everything else.
      window: 10,
      max: 100,
      customRules: {
        "/sign-in/*": authRateLimit,
        "/sign-up/*": authRateLimit,
        // Reads that every page makes: a database-stored counter would add a write to each,
        // and guessing a 190-bit session token is not a threat a counter helps against.
        "/get-session": false,
        "/jwks": false,
        // Every page load and every sync token refresh asks for one; a refusal here would
        // sign the live connection out (lib/sync/fetch-auth-token.ts), and it needs a session.
        "/token": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // Better Auth skips callback URL checks under NODE_ENV=test; tests must see production.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        delete: {
          async before(user) {
            await removeOwnerAssets(options.db, (options.storage ?? getStorage)(), user.id);
          },
        },
      },
      session: {
        update: {
          async before(session, context) {
            const current = context?.context.session?.session;
            if (!(session.expiresAt instanceof Date) || !current) return;
            const expiresAt = capSessionExpiry(session.expiresAt, new Date(current.createdAt));
            return { data: { ...session, expiresAt } };
          },
        },
      },
    },
    plugins: [
      sessionRevocationRules(),
      jwt({
        jwt: {
          issuer: baseURL,
          audience: baseURL,
          expirationTime: "15m",
          definePayload: ({ user }) => ({ email: user.email, name: user.name }),
        },
        // get-session stays a plain session read; sync tokens come from /token only.
        disableSettingJwtHeader: true,
      }),
      deviceAuthorization({
        expiresIn: "30m",
        interval: "5s",
        deviceCodeLength: 40,
        userCodeLength: 8,
        verificationUri: "/host/auth/device",
        validateClient: (clientId) => clientId === DEVICE_AGENT_CLIENT_ID,
      }),
      // Roles owner/admin/member (SPEC §6) plus custom roles stored per organization.
      // The host agent holds the session token the device flow hands out and sends it as
      // `Authorization: Bearer` (e.g. to GET /token for a sync JWT); browsers keep cookies.
      bearer(),
      organization({ teams: { enabled: true }, dynamicAccessControl: { enabled: true } }),
      admin(),
      // Always present (empty without OIDC_ISSUER) so the instance's type does not vary.
      genericOAuth({
        config: options.oidc
          ? [
              {
                providerId: "oidc",
                discoveryUrl: `${options.oidc.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                clientId: options.oidc.clientId,
                clientSecret: options.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ]
          : [],
      }),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
