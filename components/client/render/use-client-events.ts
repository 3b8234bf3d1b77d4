"use client";

import { convexQuery } from "@convex-dev/react-query";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api";
import type { ClientEvent } from "@/lib/runs/run-types";

/**
 * Acts on what the host's running shortcuts tell clients: `notify` → a toast, and
 * `switch_screen` → `onSwitchScreen`. Events already there when the page opened are old
 * news and skipped; each later one is handled once.
 */
export function useClientEvents(
  hostId: string | undefined,
  onSwitchScreen: (screenId: string) => void,
) {
  const { data } = useQuery({
    ...convexQuery(api.runs.clientEvents, { hostId: hostId ?? "" }),
    enabled: hostId !== undefined,
    retry: false,
  });
  const seen = useRef<Set<string> | null>(null);
  const switchScreen = useRef(onSwitchScreen);
  switchScreen.current = onSwitchScreen;

  useEffect(() => {
    if (!data) return;
    if (seen.current === null) {
      seen.current = new Set(data.map((event) => event.id));
      return;
    }
    for (const event of data) {
      if (seen.current.has(event.id)) continue;
      seen.current.add(event.id);
      handle(event, switchScreen.current);
    }
  }, [data]);
}

function handle(event: ClientEvent, onSwitchScreen: (screenId: string) => void) {
  if (event.kind === "switch_screen" && event.screenId) {
    onSwitchScreen(event.screenId);
    return;
  }
  if (event.kind !== "notify" || !event.message) return;
  const show = {
    info: toast.info,
    success: toast.success,
    warning: toast.warning,
    error: toast.error,
  }[event.level ?? "info"];
  show(event.message);
}
