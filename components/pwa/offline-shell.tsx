"use client";

import { useEffect, useSyncExternalStore } from "react";
import { OFFLINE_FALLBACK_URL } from "@/lib/pwa/constants";
import { ShellIndicator } from "./shell-indicator";

function subscribeToConnectivity(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * The worker serves this shell in place of a page it could not fetch, so a URL other than
 * /fallback means the real page failed to load, even if the browser still reports online.
 */
function readOffline(): boolean {
  return !navigator.onLine || window.location.pathname !== OFFLINE_FALLBACK_URL;
}

/** The /fallback app shell: a loading indicator, plus the offline notice when it applies. */
export function OfflineShell() {
  const offline = useSyncExternalStore(subscribeToConnectivity, readOffline, () => false);

  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, []);

  return (
    <main className="fixed inset-0 flex flex-col items-center justify-center gap-6 bg-white p-6 text-center text-neutral-900 dark:bg-neutral-950 dark:text-neutral-100">
      <ShellIndicator />
      {offline && (
        <div className="flex max-w-sm flex-col items-center gap-3" aria-live="polite">
          <h1 className="font-semibold text-xl">You're offline!</h1>
          <p className="text-neutral-600 text-sm dark:text-neutral-400">
            Please check your internet connection.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md bg-neutral-900 px-4 py-2 font-medium text-sm text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-sky-500 focus-visible:outline-offset-2 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-neutral-300"
          >
            Retry
          </button>
        </div>
      )}
    </main>
  );
}
