import type { RenderedButton } from "@/lib/screen/render-types";
import { cn } from "@/lib/utils";
import { isToggleOn } from "./renderer-helpers";

/** A tile's look (shape, bevel, toggle ring), shared by the renderer and the editor canvas. */
export function getTileClassName(button: RenderedButton, selected: boolean): string {
  return cn(
    "relative flex min-w-0 flex-col items-center gap-[6%] overflow-hidden rounded-[calc(var(--cell)*0.12)] p-[4%] text-center transition-transform duration-75",
    button.kind !== "label" && "shadow-[inset_0_-3px_0_rgb(0_0_0/0.25),0_2px_6px_rgb(0_0_0/0.25)]",
    button.kind === "toggle" && isToggleOn(button.value) && "ring-2 ring-emerald-400/80 ring-inset",
    selected && "outline-3 outline-offset-2 outline-white",
  );
}
