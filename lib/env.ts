import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
import { isLocalUrl } from "./local-host";

/**
 * The only reader of process.env on the server (STYLE.md §1). Parsed lazily and cached so
 * server/main.ts can fill in runtime values (the embedded database URL, a generated auth
 * secret) before anything reads them; `setRuntimeEnv` resets the cache.
 */
const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const optionalUrl = z.url().optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  CI: booleanString.optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: optionalUrl,
  /** Public base URL of this deployment; BETTER_AUTH_URL is accepted as an alias. */
  APP_URL: optionalUrl,
  BETTER_AUTH_URL: optionalUrl,
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "BETTER_AUTH_SECRET must be at least 32 characters")
    .optional(),
  /** Comma-separated extra origins allowed for redirects and WebSocket handshakes. */
  TRUSTED_ORIGINS: z.string().default(""),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Deckbot <no-reply@deckbot.local>"),
  REQUIRE_EMAIL_VERIFICATION: booleanString.optional(),
  /** One reverse proxy in front appends the client address to X-Forwarded-For. */
  TRUST_PROXY: booleanString.optional(),
  /** Sign-in/sign-up attempts per window per IP (SPEC policy: 3 per 10 s). */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(10),
  SYNC_ADMIN_KEY: z.string().min(16).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style object URLs (`endpoint/bucket/key`); most self-hosted stores need them. */
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  /** Server error reporting (instrumentation.ts); ignored while APP_URL is a local host. */
  SENTRY_DSN: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default("OpenID Connect"),
  /** Extra settings some social providers need beyond an id and a secret. */
  MICROSOFT_TENANT_ID: z.string().optional(),
  COGNITO_DOMAIN: z.string().optional(),
  COGNITO_REGION: z.string().optional(),
  COGNITO_USER_POOL_ID: z.string().optional(),
  SALESFORCE_ENVIRONMENT: z.enum(["sandbox", "production"]).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof schema> & {
  APP_URL: string;
  isLocal: boolean;
  /** REQUIRE_EMAIL_VERIFICATION, defaulting to on exactly when SMTP is configured. */
  requireEmailVerification: boolean;
  /**
   * Without SMTP, mails go to the dev outbox (/private/outbox): in development, and in a
   * production build served on a local host (SPEC §9), never on a public deployment.
   */
  devOutbox: boolean;
};

let cached: Env | undefined;

/** Parses and validates the environment once; a bad variable fails with its name. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const data = parsed.data;
  const appUrl = (
    data.APP_URL ??
    data.BETTER_AUTH_URL ??
    `http://localhost:${data.PORT || 3000}`
  ).replace(/\/+$/, "");
  cached = {
    ...data,
    APP_URL: appUrl,
    isLocal: isLocalUrl(appUrl),
    requireEmailVerification: data.REQUIRE_EMAIL_VERIFICATION ?? Boolean(data.SMTP_URL),
    devOutbox: !data.SMTP_URL && (data.NODE_ENV !== "production" || isLocalUrl(appUrl)),
  };
  return cached;
}

/** Provider credentials (`GITHUB_CLIENT_ID`, …) are open-ended, so they are read by name here. */
export function getProviderCredentials(
  provider: string,
): { clientId: string; clientSecret: string } | undefined {
  const prefix = provider.toUpperCase().replace(/[^A-Z0-9]/g, "_");
  const clientId = process.env[`${prefix}_CLIENT_ID`];
  const clientSecret = process.env[`${prefix}_CLIENT_SECRET`];
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** Values that server/main.ts decides at start-up (embedded DB URL, generated secret). */
export function setRuntimeEnv(
  patch: Partial<
    Record<
      "DATABASE_URL" | "BETTER_AUTH_SECRET" | "NODE_ENV" | "NEXT_TELEMETRY_DISABLED" | "DATA_DIR",
      string
    >
  >,
) {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) process.env[key] = value;
  }
  cached = undefined;
}

export function resolveDataDir(env: Env = getEnv()): string {
  return path.resolve(env.DATA_DIR);
}

/**
 * BETTER_AUTH_SECRET, or one generated once and kept in DATA_DIR (mode 600) so a bare
 * `npm start` works and sessions survive restarts. A non-local APP_URL means replicas may
 * share the deployment, so there the secret must be given explicitly.
 */
export function ensureAuthSecret(env: Env = getEnv()): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (!env.isLocal) {
    throw new Error(
      `BETTER_AUTH_SECRET is required when APP_URL (${env.APP_URL}) is not a local host: ` +
        "every replica must share one secret. Generate one with `openssl rand -base64 32`.",
    );
  }
  const dir = resolveDataDir(env);
  const file = path.join(dir, "auth-secret");
  let secret: string;
  if (existsSync(file)) {
    secret = readFileSync(file, "utf8").trim();
  } else {
    mkdirSync(dir, { recursive: true });
    secret = randomBytes(32).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  setRuntimeEnv({ BETTER_AUTH_SECRET: secret });
  return secret;
}

/** APP_URL plus TRUSTED_ORIGINS, as origins. */
export function getTrustedOrigins(env: Env = getEnv()): string[] {
  const extra = env.TRUSTED_ORIGINS.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set([new URL(env.APP_URL).origin, ...extra.map((o) => new URL(o).origin)])];
}
