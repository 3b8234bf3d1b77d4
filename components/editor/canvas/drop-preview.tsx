import { cn } from "@/lib/utils";
import type { DropPreview } from "./use-canvas-drag";

/** Where a drag would land: green when it fits, red with the reason when it does not. */
export function DropPreviewBox({ preview }: { preview: DropPreview }) {
  const { rect, problem } = preview;
  const inside = rect.x >= 0 && rect.y >= 0;
  if (!inside) return null;
  return (
    <div
      data-testid="drop-preview"
      data-valid={problem ? "false" : "true"}
      style={{
        gridColumn: `${rect.x + 1} / span ${rect.w}`,
        gridRow: `${rect.y + 1} / span ${rect.h}`,
      }}
      className={cn(
        "pointer-events-none z-20 flex items-end justify-center rounded-[calc(var(--cell)*0.12)] border-3 p-1 text-xs font-semibold",
        problem
          ? "border-red-500 bg-red-500/25 text-red-100"
          : "border-emerald-400 bg-emerald-400/20 text-emerald-50",
      )}
    >
      {problem && <span className="rounded bg-red-600 px-1.5 py-0.5 shadow">{problem}</span>}
    </div>
  );
}
