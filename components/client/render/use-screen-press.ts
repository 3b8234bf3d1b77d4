"use client";

import { useMutation } from "convex/react";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { PressEvent } from "@/components/screen/renderer-helpers";
import { api } from "@/lib/api";
import { getAppErrorData, getErrorMessage } from "@/lib/errors";
import type { RenderedButton } from "@/lib/screen/render-types";
import type { HostRole } from "./use-host-role";

const VIEW_ONLY_MESSAGE =
  "This device can watch this screen but not press its buttons. Ask the host for controller access.";

/**
 * What a tap on a tile does: folders and back navigate, confirm widgets ask first, the rest
 * go to `buttons:press`. The renderer already shows the pressed look at once; a press made
 * while reconnecting is queued by the sync client and sent exactly once when back.
 */
export function useScreenPress(options: {
  buttons: RenderedButton[];
  role: HostRole | undefined;
  haptics: boolean;
  /** Where the last pointer touched a slider, 0–100 across its tile (null: keyboard). */
  sliderPosition: () => number | null;
}) {
  const press = useMutation(api.buttons.press);
  const router = useRouter();
  const [confirming, setConfirming] = useState<RenderedButton | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const warnedViewOnly = useRef(0);

  const send = useCallback(
    (buttonId: string, event: PressEvent) => {
      press({ buttonId, event }).catch((error: unknown) => {
        const data = getAppErrorData(error);
        // A refused press is a fact about this device's access, not a fault: say so kindly.
        if (data?.code === "FORBIDDEN") toast.info(data.message);
        else toast.error(getErrorMessage(error));
      });
    },
    [press],
  );

  const onPress = useCallback(
    (buttonId: string, event: PressEvent) => {
      const { buttons, role, haptics } = latest.current;
      const button = buttons.find((b) => b.id === buttonId);
      if (!button) return;
      if (event === "press" && haptics && button.interactive) navigator.vibrate?.(10);
      if (button.kind === "folder" && button.targetScreenId) {
        if (event === "press") router.push(`/client/screens/${button.targetScreenId}/render`);
        return;
      }
      if (button.kind === "back") {
        if (event === "press") {
          if (window.history.length > 1) router.back();
          else router.push("/client");
        }
        return;
      }
      if (!button.interactive) return;
      if (role === "viewer" || role === "none") {
        // One reminder per second, not one per press/release/long-press event.
        if (event === "press" && Date.now() - warnedViewOnly.current > 1000) {
          warnedViewOnly.current = Date.now();
          toast.info(VIEW_ONLY_MESSAGE);
        }
        return;
      }
      if (button.kind === "slider") {
        // A slider sets its value where the finger lifts: one change per gesture.
        const value = latest.current.sliderPosition();
        if (event === "release" && value !== null) {
          press({ buttonId, event: "change", value }).catch((error: unknown) =>
            toast.error(getErrorMessage(error)),
          );
        }
        if (event !== "press") return;
      }
      if (button.confirm) {
        if (event === "press") setConfirming(button);
        return;
      }
      send(buttonId, event);
    },
    [router, send, press],
  );

  return {
    onPress,
    confirming,
    confirm: (button: RenderedButton) => {
      setConfirming(null);
      send(button.id, "press");
    },
    cancelConfirm: () => setConfirming(null),
  };
}
