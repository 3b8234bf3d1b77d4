import type { ReactNode } from "react";
import type { RenderedButton } from "@/lib/screen/render-types";
import { cn } from "@/lib/utils";
import { getButtonIcon } from "./button-icons";
import { getSliderFraction, isImageRef, isToggleOn } from "./renderer-helpers";

/** Inside a tile: toggle lamp, icon (built-in or image), label and slider track. */
export function ScreenTileContent({
  button,
  label,
}: {
  button: RenderedButton;
  label?: ReactNode;
}) {
  const iconRef = button.style.icon;
  const Icon = iconRef && !isImageRef(iconRef) ? getButtonIcon(iconRef) : undefined;
  const on = isToggleOn(button.value);
  return (
    <>
      {button.kind === "toggle" && (
        <span
          aria-hidden
          className={cn(
            "absolute top-[8%] right-[8%] size-[calc(var(--cell)*0.09)] rounded-full",
            on ? "bg-emerald-400 shadow-[0_0_8px_var(--color-emerald-400)]" : "bg-white/30",
          )}
        />
      )}
      {Icon && <Icon aria-hidden className="size-[calc(var(--cell)*0.3)] shrink-0" />}
      {iconRef && isImageRef(iconRef) && (
        // Asset URLs are the host's own uploads; next/image would need every origin configured.
        // biome-ignore lint/performance/noImgElement: user-supplied icon of any origin.
        <img
          src={iconRef}
          alt=""
          className="size-[calc(var(--cell)*0.3)] shrink-0 object-contain"
        />
      )}
      <span className="line-clamp-2 max-w-full font-bold leading-tight break-words">
        {label ?? button.label}
      </span>
      {button.kind === "slider" && (
        <span
          aria-hidden
          className="relative mt-[6%] h-[calc(var(--cell)*0.07)] w-4/5 rounded-full bg-black/30"
        >
          <span
            className="absolute inset-y-0 left-0 rounded-full bg-current"
            style={{ width: `${Math.round(getSliderFraction(button.value) * 100)}%` }}
          />
        </span>
      )}
    </>
  );
}
