"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useColourMode } from "@/components/theme/colour-mode-provider";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, TOAST_WIDTH_PX } from "@/lib/constants";

/**
 * SPEC §9 toast area: 3 visible, 4 s, 356 px wide, 14 px apart, bottom-right, Alt+T to focus.
 * The removal delay (200 ms) is sonner's built-in value; its swipe threshold is fixed at 45 px
 * in sonner 2.0.8 (SPEC says 20 px), which no prop can change.
 */
export function Toaster() {
  const { mode } = useColourMode();
  return (
    <Sonner
      theme={mode}
      position="bottom-right"
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
      style={
        {
          "--width": `${TOAST_WIDTH_PX}px`,
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
      toastOptions={{ style: { fontFamily: "inherit" } }}
    />
  );
}
