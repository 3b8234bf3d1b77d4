/**
 * Browser-safe configuration: only NEXT_PUBLIC_* values, which Next inlines at build time.
 * Each is read with a literal `process.env.NAME` so the inlining works.
 */
export const publicEnv = {
  /** Next inlines NODE_ENV at build time; the service worker only runs in production builds. */
  production: process.env.NODE_ENV === "production",
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY || undefined,
  posthogHost: process.env.NEXT_PUBLIC_POSTHOG_HOST || "https://us.i.posthog.com",
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
} as const;
