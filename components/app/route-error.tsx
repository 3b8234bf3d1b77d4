"use client";

import { useEffect, useState } from "react";
import { recoverFromChunkError } from "@/lib/pwa/recover-from-chunk-error";
import { isChunkLoadError } from "@/lib/pwa/reload-on-chunk-error";
import { ErrorScreen } from "./error-screen";

/**
 * Body of every error.tsx. A failed dynamic import means the deployed chunks changed under an
 * old page (SPEC §4): clearing caches and reloading fixes it, so the user never sees an error.
 */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  // Recovery is guarded to once a minute per tab; when it declines, the error screen shows.
  const [recovering, setRecovering] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (isChunkLoadError(error) && recoverFromChunkError(error)) return;
    setRecovering(false);
    console.error(error);
  }, [error]);
  if (recovering) return null;
  return <ErrorScreen />;
}
