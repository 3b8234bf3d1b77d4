"use client";

import { convexQuery } from "@convex-dev/react-query";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, EyeIcon, WifiOffIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type PointerEvent, useRef } from "react";
import { ScreenRenderer } from "@/components/screen/screen-renderer";
import { ConnectionIndicator } from "@/components/sync/connection-indicator";
import { api } from "@/lib/api";
import { getAppErrorData } from "@/lib/errors";
import { useConnectionStatus } from "@/lib/sync/use-connection-status";
import { TEXT_SIZES, useClientSettings } from "../use-client-settings";
import { PressConfirmDialog } from "./press-confirm-dialog";
import { ScreenUnavailable } from "./screen-unavailable";
import { useClientEvents } from "./use-client-events";
import { useHostRole } from "./use-host-role";
import { useFullscreenOnOpen, useScreenKeepAwake } from "./use-screen-keep-awake";
import { useScreenPress } from "./use-screen-press";

/**
 * The client's full-viewport screen: live `screens:render` through the one renderer,
 * sized to fit either orientation, with presses, folders, confirm, host notifications and
 * a visible reconnecting state.
 */
export function ClientScreenView({ screenId }: { screenId: string }) {
  const router = useRouter();
  const [settings] = useClientSettings();
  const status = useConnectionStatus();
  // Access errors are answers, not glitches: no retries, shown as a page.
  const { data, error } = useQuery({
    ...convexQuery(api.screens.render, { screenId }),
    retry: false,
  });
  const role = useHostRole(data?.screen.hostId);
  const pointer = useRef<number | null>(null);
  const { onPress, confirming, confirm, cancelConfirm } = useScreenPress({
    buttons: data?.buttons ?? [],
    role,
    haptics: settings.haptics,
    sliderPosition: () => pointer.current,
  });
  useScreenKeepAwake(settings.keepAwake);
  useFullscreenOnOpen(settings.fullscreenOnOpen);
  useClientEvents(data?.screen.hostId, (target) => {
    if (target !== screenId) router.push(`/client/screens/${target}/render`);
  });

  /** Remembers how far along its tile the pointer is, for sliders (0–100). */
  function trackPointer(event: PointerEvent<HTMLDivElement>) {
    const tile = (event.target as Element).closest("button");
    if (!tile) return;
    const rect = tile.getBoundingClientRect();
    const fraction = (event.clientX - rect.left) / Math.max(1, rect.width);
    pointer.current = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  }

  const scale = TEXT_SIZES[settings.textSize].scale;
  const appError = error ? getAppErrorData(error) : undefined;

  return (
    <main
      id="main"
      data-testid="client-screen"
      data-role={role}
      className="fixed inset-0 flex items-center justify-center overflow-hidden bg-black"
      // The screen's own colour fills the bars left by a grid that does not match the viewport.
      style={data ? { backgroundColor: data.screen.backgroundColor } : undefined}
    >
      <div className="absolute top-2 left-2 z-10 flex items-center gap-2">
        <Link
          href="/client"
          aria-label="Back to screens"
          className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white/80 backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
        {role === "viewer" && (
          <span className="inline-flex items-center gap-1 rounded-full bg-white/10 px-2 py-1 text-xs text-white/80">
            <EyeIcon className="size-3.5" aria-hidden />
            View only
          </span>
        )}
      </div>
      <div className="absolute top-2 right-2 z-10 rounded-full bg-black/60">
        <ConnectionIndicator />
      </div>
      {error ? (
        <ScreenUnavailable
          message={
            appError?.message ??
            "The screen could not be loaded. Check the connection and try again."
          }
        />
      ) : data ? (
        <div
          onPointerDownCapture={trackPointer}
          onPointerMoveCapture={(event) => {
            if (event.buttons) trackPointer(event);
          }}
          onPointerUpCapture={trackPointer}
          onKeyDownCapture={() => {
            pointer.current = null;
          }}
          style={{
            width: `min(100vw, calc(100dvh * ${data.screen.columns} / ${data.screen.rows}))`,
          }}
        >
          <ScreenRenderer
            screen={data.screen}
            buttons={data.buttons}
            onPress={onPress}
            renderLabel={
              scale === 1
                ? undefined
                : (button) => <span style={{ fontSize: `${scale}em` }}>{button.label}</span>
            }
          />
        </div>
      ) : (
        <output
          aria-busy
          className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-white/80"
        >
          <span className="sr-only">Loading screen</span>
        </output>
      )}
      {status === "reconnecting" && (
        <div
          role="status"
          className="absolute inset-x-0 bottom-0 z-10 flex items-center justify-center gap-2 bg-red-950/90 px-4 py-2 text-sm text-white"
        >
          <WifiOffIcon className="size-4" aria-hidden />
          Offline. Reconnecting… presses made now are sent once the link is back.
        </div>
      )}
      <PressConfirmDialog button={confirming} onConfirm={confirm} onCancel={cancelConfirm} />
    </main>
  );
}
