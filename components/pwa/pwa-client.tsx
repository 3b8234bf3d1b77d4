"use client";

import { useEffect } from "react";
import { publicEnv } from "@/lib/public/env";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "@/lib/pwa/constants";
import { recoverFromChunkError } from "@/lib/pwa/recover-from-chunk-error";
import { watchServiceWorkerUpdates } from "@/lib/pwa/watch-service-worker-updates";
import { showUpdateToast } from "./show-update-toast";

/**
 * Mounted once in the root layout: registers /sw.js (scope /) in production, checks for a
 * new worker every hour and raises the update toast, and recovers from stale chunks after
 * a deploy by clearing caches once.
 */
export function PwaClient() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => recoverFromChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => recoverFromChunkError(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (!publicEnv.production) {
      // A worker left by a production run on this origin would serve stale chunks and
      // fight HMR; development runs without one.
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
      return;
    }
    let stopped = false;
    let stop: (() => void) | undefined;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: "none" })
      .then((registration) => {
        if (stopped) return;
        stop = watchServiceWorkerUpdates({
          registration,
          hasController: () => navigator.serviceWorker.controller !== null,
          fetchScriptStatus: async () =>
            (await fetch(SERVICE_WORKER_URL, { cache: "no-store" })).status,
          promptUpdate: showUpdateToast,
        }).stop;
      })
      .catch((error: unknown) => console.warn("[pwa] service worker registration failed", error));
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return null;
}
