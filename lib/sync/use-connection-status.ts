"use client";

import { useConvex } from "convex/react";
import { useEffect, useState } from "react";

export type ConnectionStatus = "connecting" | "live" | "reconnecting";

/** connecting (never connected yet) → live → reconnecting (lost, retrying with backoff). */
export function getConnectionStatus(state: {
  isWebSocketConnected: boolean;
  hasEverConnected: boolean;
}): ConnectionStatus {
  if (state.isWebSocketConnected) return "live";
  return state.hasEverConnected ? "reconnecting" : "connecting";
}

export function useConnectionStatus(): ConnectionStatus {
  const convex = useConvex();
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  useEffect(() => {
    // Read only after mount: the client's socket must never be created during SSR.
    setStatus(getConnectionStatus(convex.connectionState()));
    return convex.subscribeToConnectionState((state) => setStatus(getConnectionStatus(state)));
  }, [convex]);
  return status;
}
