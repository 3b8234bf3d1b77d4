import { SERVICE_WORKER_UPDATE_INTERVAL_MS, SKIP_WAITING_MESSAGE } from "./constants";

/** The parts of ServiceWorker / ServiceWorkerRegistration the watcher uses (fakeable in tests). */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: "statechange", listener: () => void): void;
}

export interface RegistrationLike {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: "updatefound", listener: () => void): void;
  removeEventListener(type: "updatefound", listener: () => void): void;
}

export interface UpdateWatcherOptions {
  registration: RegistrationLike;
  /** True when a worker already controls the page, i.e. a new worker is an update. */
  hasController: () => boolean;
  /** GET the worker script bypassing every cache; resolves to the HTTP status. */
  fetchScriptStatus: () => Promise<number>;
  /** Raise (or raise again) the update prompt for the waiting worker. */
  promptUpdate: (waiting: WorkerLike) => void;
  intervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * SPEC §7/§9: re-fetch /sw.js with no-store every hour and call `registration.update()` when
 * it answers 200 (a 5xx or an offline fetch must not install anything); whenever a worker is
 * waiting (skipWaiting is off, so updates wait) raise the update prompt. "Later" only hides
 * the prompt: the next check raises it again.
 */
export function watchServiceWorkerUpdates(options: UpdateWatcherOptions) {
  const { registration } = options;
  const schedule = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const cancel =
    options.clearInterval ??
    ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));

  const promptIfWaiting = () => {
    const waiting = registration.waiting;
    // Without a controller the first worker activates by itself: nothing to update.
    if (waiting && options.hasController()) options.promptUpdate(waiting);
  };

  const onUpdateFound = () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") promptIfWaiting();
    });
  };

  const checkForUpdate = async (): Promise<void> => {
    try {
      const status = await options.fetchScriptStatus();
      if (status === 200) await registration.update();
    } catch {
      // Offline or the server is restarting: try again at the next interval.
    }
    promptIfWaiting();
  };

  registration.addEventListener("updatefound", onUpdateFound);
  promptIfWaiting();
  const timer = schedule(
    () => void checkForUpdate(),
    options.intervalMs ?? SERVICE_WORKER_UPDATE_INTERVAL_MS,
  );

  return {
    checkForUpdate,
    stop() {
      cancel(timer);
      registration.removeEventListener("updatefound", onUpdateFound);
    },
  };
}

/**
 * "Update": tell the waiting worker to take over and reload once it controls the page, so
 * the page never runs old code against the new worker's caches.
 */
export function activateWaitingWorker(
  waiting: WorkerLike,
  container: Pick<ServiceWorkerContainer, "addEventListener">,
  reload: () => void,
): void {
  let reloaded = false;
  container.addEventListener("controllerchange", () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}
