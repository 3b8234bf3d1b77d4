import { toast } from "sonner";
import { UPDATE_TOAST_ID, UPDATE_TOAST_MESSAGE } from "@/lib/pwa/constants";
import { activateWaitingWorker, type WorkerLike } from "@/lib/pwa/watch-service-worker-updates";

/**
 * SPEC §2 update toast: persistent until answered. A fixed id means a repeated check
 * updates the one toast instead of stacking copies.
 */
export function showUpdateToast(waiting: WorkerLike): void {
  toast(UPDATE_TOAST_MESSAGE, {
    id: UPDATE_TOAST_ID,
    // Never times out. It stays dismissible: sonner ignores the cancel button otherwise,
    // and a swipe away means the same as "Later".
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: "Update",
      onClick: () =>
        activateWaitingWorker(waiting, navigator.serviceWorker, () => window.location.reload()),
    },
    // Sonner closes the toast on cancel; the next hourly check raises it again.
    cancel: { label: "Later", onClick: () => undefined },
  });
}
