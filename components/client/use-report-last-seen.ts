"use client";

import { useMutation } from "convex/react";
import { useEffect } from "react";
import { api } from "@/lib/api";

const TOUCH_EVERY_MS = 5 * 60_000;

/** Keeps the hosts' "last seen" for this account fresh while the client app is visible. */
export function useReportLastSeen() {
  const touch = useMutation(api.connections.touch);
  useEffect(() => {
    const report = () => {
      // Best effort: a missed touch only makes "last seen" a few minutes older.
      if (document.visibilityState === "visible") touch({}).catch(() => undefined);
    };
    report();
    const timer = setInterval(report, TOUCH_EVERY_MS);
    document.addEventListener("visibilitychange", report);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", report);
    };
  }, [touch]);
}
