"use client";

import { RotateCcwIcon, WifiOffIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { isNativeUserAgent } from "@/lib/environment";

/**
 * SPEC §2 offline overlay, native wrappers only: a browser tab has its own offline page, an
 * installed wrapper would otherwise show a dead screen. Hides when the `online` event fires.
 */
export function OfflineOverlay() {
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (!isNativeUserAgent(navigator.userAgent)) return;
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  if (!offline) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-background px-6 text-center"
    >
      <WifiOffIcon className="size-12 text-muted-foreground" aria-hidden />
      <h1 id="offline-title" className="text-2xl font-extrabold">
        You&apos;re offline!
      </h1>
      <p className="text-muted-foreground">Please check your internet connection.</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RotateCcwIcon />
        Retry
      </Button>
    </div>
  );
}
