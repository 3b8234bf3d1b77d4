import { CHUNK_LOAD_ERROR_TEXT, CHUNK_RELOAD_GUARD_KEY } from "./constants";

/** How long a guard stays armed: a second failure within it is a real outage, not a deploy. */
const GUARD_WINDOW_MS = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return message.includes(CHUNK_LOAD_ERROR_TEXT);
}

/**
 * SPEC §4: after a deploy an open tab may ask for a chunk that no longer exists; clearing the
 * caches and reloading fixes it. The sessionStorage stamp makes it once per minute per tab,
 * so a chunk that is really missing cannot cause a reload loop.
 */
export function shouldReloadForChunkError(
  reason: unknown,
  storage: Pick<Storage, "getItem" | "setItem">,
  now: number,
): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_GUARD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < GUARD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_GUARD_KEY, String(now));
  return true;
}
