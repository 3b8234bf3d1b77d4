import { clearCachesAndReload } from "@/lib/clear-cache";
import { shouldReloadForChunkError } from "./reload-on-chunk-error";

/**
 * Browser only. SPEC §4: a 'Failed to fetch dynamically imported module' error clears the
 * caches and reloads, once per tab per minute. PwaClient calls it for window errors; an
 * error boundary that catches the same error during render can call it too.
 * Returns true when a reload is under way.
 */
export function recoverFromChunkError(reason: unknown): boolean {
  if (!shouldReloadForChunkError(reason, window.sessionStorage, Date.now())) return false;
  void clearCachesAndReload();
  return true;
}
