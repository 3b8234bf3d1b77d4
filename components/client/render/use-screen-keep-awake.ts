"use client";

import { useEffect } from "react";

type WakeLockSentinelLike = { release: () => Promise<void> };
type WakeLockLike = { request: (type: "screen") => Promise<WakeLockSentinelLike> };

/**
 * Keeps the display on while a screen is open (Wake Lock API). The browser drops the lock
 * whenever the page is hidden, so it is asked for again each time the page shows.
 */
export function useScreenKeepAwake(enabled: boolean) {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!enabled || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock
        .request("screen")
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        // Refused (battery saver, unsupported context): the screen simply may dim.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [enabled]);
}

/**
 * Fullscreen on open: browsers only allow it from a user gesture, so the first tap on the
 * page asks for it (the tap still presses the button under it).
 */
export function useFullscreenOnOpen(enabled: boolean) {
  useEffect(() => {
    if (!enabled || !document.fullscreenEnabled) return;
    const enter = () => {
      if (!document.fullscreenElement) {
        document.documentElement.requestFullscreen().catch(() => undefined);
      }
    };
    window.addEventListener("pointerdown", enter, { once: true });
    return () => window.removeEventListener("pointerdown", enter);
  }, [enabled]);
}
