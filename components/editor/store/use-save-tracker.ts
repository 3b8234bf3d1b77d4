"use client";

import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { getAppErrorData, getErrorMessage } from "@/lib/errors";
import type { SaveState } from "./screen-store";

/** Refusals the server gives for the edit itself: retrying the same edit cannot help. */
const REFUSALS = new Set(["INVALID_ARGUMENT", "FORBIDDEN", "NOT_FOUND"]);

/**
 * Counts edits in flight for the "Saving…" / "Saved" / "Couldn't save — Retry" badge. A
 * refused edit is toasted and leaves the screen as it was (still saved); any other failure
 * keeps the edit around to retry.
 */
export function useSaveTracker() {
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const pending = useRef(0);

  const track = useCallback(async <T>(send: () => Promise<T>): Promise<{ value: T } | null> => {
    pending.current += 1;
    setSave({ status: "saving" });
    try {
      const value = await send();
      pending.current -= 1;
      if (pending.current === 0)
        setSave((current) => (current.status === "error" ? current : { status: "saved" }));
      return { value };
    } catch (error) {
      pending.current -= 1;
      const message = getErrorMessage(error);
      toast.error(message);
      const code = getAppErrorData(error)?.code;
      if (code && REFUSALS.has(code)) {
        if (pending.current === 0) setSave({ status: "saved" });
      } else {
        setSave({
          status: "error",
          message,
          retry: () => {
            void track(send);
          },
        });
      }
      return null;
    }
  }, []);

  return { save, track };
}
