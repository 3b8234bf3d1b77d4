"use client";

import { useEffect, useSyncExternalStore } from "react";
import { LoadingOverlay } from "@/components/app/loading-overlay";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { OFFLINE_FALLBACK_URL } from "@/lib/pwa/constants";

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

  // Online: shell mode (SPEC §2) — the app area stays hidden behind the loading indicator.
  if (!offline) return <LoadingOverlay prompt autoClear />;
  return (
    <main className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <Logo className="h-24" />
      <div className="flex max-w-sm flex-col items-center gap-3" aria-live="polite">
        <h1 className="font-extrabold text-2xl">You&apos;re offline!</h1>
        <p className="text-muted-foreground">Please check your internet connection.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    </main>
  );
}
