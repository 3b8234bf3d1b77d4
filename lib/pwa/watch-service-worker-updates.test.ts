import { describe, expect, it, vi } from "vitest";
import { SKIP_WAITING_MESSAGE } from "./constants";
import {
  activateWaitingWorker,
  type RegistrationLike,
  type WorkerLike,
  watchServiceWorkerUpdates,
} from "./watch-service-worker-updates";

class FakeWorker extends EventTarget implements WorkerLike {
  state = "installing";
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  /** What the next `update()` finds on the server. */
  nextWorker: FakeWorker | null = null;
  async update() {
    this.updates += 1;
    const worker = this.nextWorker;
    this.nextWorker = null;
    if (!worker) return;
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
    this.installing = null;
    this.waiting = worker;
    worker.become("installed");
  }
}

function setup(options: { status?: number; controller?: boolean; fetchFails?: boolean } = {}) {
  const registration = new FakeRegistration();
  const prompts: WorkerLike[] = [];
  let tick: (() => void) | undefined;
  const fetchScriptStatus = vi.fn(async () => {
    if (options.fetchFails) throw new TypeError("Failed to fetch");
    return options.status ?? 200;
  });
  const watcher = watchServiceWorkerUpdates({
    registration,
    hasController: () => options.controller ?? true,
    fetchScriptStatus,
    promptUpdate: (worker) => prompts.push(worker),
    intervalMs: 3_600_000,
    setInterval: (fn, ms) => {
      expect(ms).toBe(3_600_000);
      tick = fn;
      return 1;
    },
    clearInterval: () => {
      tick = undefined;
    },
  });
  return { registration, prompts, watcher, fetchScriptStatus, tick: () => tick?.() };
}

describe("watchServiceWorkerUpdates", () => {
  it("prompts at load when an update is already waiting", () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const prompts: WorkerLike[] = [];
    watchServiceWorkerUpdates({
      registration,
      hasController: () => true,
      fetchScriptStatus: async () => 200,
      promptUpdate: (w) => prompts.push(w),
      setInterval: () => 0,
      clearInterval: () => undefined,
    });
    expect(prompts).toEqual([waiting]);
  });

  it("updates after a 200 from /sw.js and prompts once the new worker is installed", async () => {
    const { registration, prompts, watcher, fetchScriptStatus } = setup();
    const next = new FakeWorker();
    registration.nextWorker = next;
    await watcher.checkForUpdate();
    expect(fetchScriptStatus).toHaveBeenCalledTimes(1);
    expect(registration.updates).toBe(1);
    // Once from updatefound → installed, once from the check itself: same worker, same toast id.
    expect(prompts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(prompts)).toEqual(new Set([next]));
  });

  it("does not call update() when /sw.js answers non-200 or the fetch fails", async () => {
    const failing = setup({ status: 503 });
    await failing.watcher.checkForUpdate();
    expect(failing.registration.updates).toBe(0);
    const offline = setup({ fetchFails: true });
    await offline.watcher.checkForUpdate();
    expect(offline.registration.updates).toBe(0);
    expect(offline.prompts).toEqual([]);
  });

  it("raises the prompt again at the next hourly check after 'Later'", async () => {
    const { registration, prompts, tick } = setup();
    registration.waiting = new FakeWorker();
    const before = prompts.length;
    tick();
    await vi.waitFor(() => expect(prompts.length).toBe(before + 1));
  });

  it("never prompts for the first install (no controller yet)", async () => {
    const { registration, prompts, watcher } = setup({ controller: false });
    registration.nextWorker = new FakeWorker();
    await watcher.checkForUpdate();
    expect(prompts).toEqual([]);
  });

  it("stops checking after stop()", async () => {
    const { registration, prompts, watcher, tick, fetchScriptStatus } = setup();
    watcher.stop();
    tick();
    registration.installing = new FakeWorker();
    registration.dispatchEvent(new Event("updatefound"));
    registration.waiting = registration.installing;
    registration.installing.become("installed");
    expect(fetchScriptStatus).not.toHaveBeenCalled();
    expect(prompts).toEqual([]);
  });
});

describe("activateWaitingWorker", () => {
  it("posts SKIP_WAITING and reloads exactly once when the new worker takes control", () => {
    const worker = new FakeWorker();
    const container = new EventTarget();
    const reload = vi.fn();
    activateWaitingWorker(worker, container, reload);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
