"use client";

import { useEffect } from "react";
import { clearCachesAndReload } from "@/lib/clear-cache";
import { isDynamicImportFailure } from "@/lib/is-dynamic-import-failure";
import { ErrorScreen } from "./error-screen";

/**
 * Body of every error.tsx. A failed dynamic import means the deployed chunks changed under an
 * old page (SPEC §4): clearing caches and reloading fixes it, so the user never sees an error.
 */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  const staleChunks = isDynamicImportFailure(error);
  useEffect(() => {
    if (staleChunks) {
      void clearCachesAndReload();
      return;
    }
    console.error(error);
  }, [error, staleChunks]);
  if (staleChunks) return null;
  return <ErrorScreen />;
}
