import type { captureRequestError } from "@sentry/nextjs";

/**
 * Server error reporting (SPEC §7): Sentry only when SENTRY_DSN is set and APP_URL is not a
 * local host, so development and e2e send nothing. The SDK is imported only when enabled.
 */
let sentry: typeof import("@sentry/nextjs") | undefined;

export async function register() {
  // A build-time constant Next inlines per runtime; lib/env.ts needs Node's fs and crypto.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./lib/env");
  const env = getEnv();
  if (!env.SENTRY_DSN || env.isLocal) return;
  sentry = await import("@sentry/nextjs");
  sentry.init({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV, tracesSampleRate: 0 });
}

/** Errors thrown while rendering, in route handlers and in the proxy. */
export function onRequestError(...args: Parameters<typeof captureRequestError>) {
  sentry?.captureRequestError(...args);
}
