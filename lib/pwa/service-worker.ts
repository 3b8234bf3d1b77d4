/// <reference lib="webworker" />
import { defaultCache } from "@serwist/turbopack/worker";
import { type PrecacheEntry, Serwist, type SerwistGlobalConfig } from "serwist";
import { OFFLINE_FALLBACK_URL } from "./constants";

/**
 * The service worker (bundled by app/sw.js/route.ts). Precaches the build's static assets
 * and the /fallback shell; navigations that fail (offline, server down) get the shell.
 * `skipWaiting: false`: a new worker waits until the user accepts the update toast, which
 * posts SKIP_WAITING (Serwist handles that message).
 */
declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: defaultCache,
  fallbacks: {
    entries: [
      {
        url: OFFLINE_FALLBACK_URL,
        matcher: ({ request }) => request.destination === "document",
      },
    ],
  },
});

serwist.addEventListeners();
