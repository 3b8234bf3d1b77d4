"use client";

import { useEffect } from "react";
import { isLocalHost } from "@/lib/local-host";
import { publicEnv } from "@/lib/public/env";

/**
 * Mounted once in the root layout. SPEC §7: analytics load only when not on a local host,
 * and only with a PostHog key; the library is a dynamic import, so without both nothing
 * is downloaded and no request leaves the page.
 */
export function Analytics() {
  useEffect(() => {
    const key = publicEnv.posthogKey;
    if (!key || isLocalHost(window.location.hostname)) return;
    let cancelled = false;
    void import("posthog-js")
      .then(({ default: posthog }) => {
        if (cancelled) return;
        posthog.init(key, {
          api_host: publicEnv.posthogHost,
          person_profiles: "identified_only",
          // The App Router changes pages with pushState; count those as page views.
          capture_pageview: "history_change",
        });
      })
      .catch((error: unknown) => console.warn("[analytics] failed to load", error));
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
