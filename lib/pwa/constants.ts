/** SPEC §7/§9: the service worker lives at /sw.js with scope / and is re-checked every hour. */
export const SERVICE_WORKER_URL = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/";
export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 60 * 60 * 1000;
/** The offline/app shell the worker precaches and serves when a navigation fails. */
export const OFFLINE_FALLBACK_URL = "/fallback";
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;
export const UPDATE_TOAST_ID = "pwa-update";
export const UPDATE_TOAST_MESSAGE = "A UI update is available!";
/** sessionStorage key guarding the one-shot reload after a stale dynamic import. */
export const CHUNK_RELOAD_GUARD_KEY = "deckbot:chunk-reload";
export const CHUNK_LOAD_ERROR_TEXT = "Failed to fetch dynamically imported module";
