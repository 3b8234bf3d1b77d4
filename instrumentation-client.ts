import { isLocalHost } from "@/lib/local-host";
import { publicEnv } from "@/lib/public/env";

/**
 * Browser error reporting (SPEC §7): unhandled errors go to Sentry in non-local
 * environments only. A dynamic import keeps the SDK out of builds without a DSN.
 */
const dsn = publicEnv.sentryDsn;
if (dsn && !isLocalHost(window.location.hostname)) {
  void import("@sentry/nextjs")
    .then((Sentry) => {
      Sentry.init({ dsn, tracesSampleRate: 0 });
    })
    .catch((error: unknown) => console.warn("[sentry] failed to load", error));
}
