/**
 * Loop protection beyond each automation's own rate limit: an automation whose shortcut
 * changes what triggers it (automation → run → variable change → automation …) is stopped
 * once it has fired this often within the window, whatever its rateLimitMs.
 */
export const LOOP_WINDOW_MS = 10_000;
export const LOOP_MAX_FIRINGS = 10;

/** The firings kept for the window, or the reason this one must not happen. */
export function checkLoopWindow(
  recent: readonly number[],
  now: number,
): { ok: true; recent: number[] } | { ok: false; reason: string } {
  const kept = recent.filter((at) => now - at < LOOP_WINDOW_MS);
  if (kept.length >= LOOP_MAX_FIRINGS) {
    return {
      ok: false,
      reason: `loop protection: fired ${kept.length} times in the last ${LOOP_WINDOW_MS / 1000} s`,
    };
  }
  return { ok: true, recent: [...kept, now] };
}
