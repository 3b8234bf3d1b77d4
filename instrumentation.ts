import * as Sentry from "@sentry/nextjs";

/**
 * Server error reporting (SPEC §7): Sentry only when SENTRY_DSN is set and APP_URL is not a
 * local host, so development and e2e never send anything.
 */
export async function register() {
  // A build-time constant Next inlines per runtime; lib/env.ts needs Node's fs and crypto.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./lib/env");
  const env = getEnv();
  if (!env.SENTRY_DSN || env.isLocal) return;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.NODE_ENV,

    tracesSampleRate: 0,
  });
}

/** Errors thrown while rendering or in route handlers; a no-op when Sentry is not initialised. */
export const onRequestError = Sentry.captureRequestError;
