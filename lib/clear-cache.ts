/**
 * SPEC §2/§7 "Clear cache": deletes Cache Storage, unregisters service workers and drops the
 * offline cache database (Serwist's IndexedDB stores), then reloads. Each part is
 * best-effort: a browser without one of these APIs still reaches the reload.
 */
export const OFFLINE_CACHE_DATABASES = ["serwist-expiration", "workbox-expiration"] as const;

export async function clearCaches(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (typeof caches !== "undefined") {
    tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator) {
    tasks.push(
      navigator.serviceWorker
        .getRegistrations()
        .then((regs) => Promise.all(regs.map((reg) => reg.unregister()))),
    );
  }
  if (typeof indexedDB !== "undefined") {
    for (const name of OFFLINE_CACHE_DATABASES) {
      tasks.push(
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
      );
    }
  }
  await Promise.allSettled(tasks);
}

export async function clearCachesAndReload(): Promise<void> {
  await clearCaches();
  window.location.reload();
}
