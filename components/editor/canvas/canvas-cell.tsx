import { PlusIcon } from "lucide-react";
import type { Cell } from "@/lib/screen/layout";

/** An empty cell: click or Enter adds a widget here. */
export function CanvasCell({
  cell,
  tabbable,
  onAdd,
  onFocusCell,
}: {
  cell: Cell;
  tabbable: boolean;
  onAdd: (cell: Cell) => void;
  onFocusCell: (cell: Cell) => void;
}) {
  return (
    <button
      type="button"
      data-cell={`${cell.x}:${cell.y}`}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`Add a button at column ${cell.x + 1}, row ${cell.y + 1}`}
      onClick={() => onAdd(cell)}
      onFocus={() => onFocusCell(cell)}
      style={{ gridColumn: `${cell.x + 1}`, gridRow: `${cell.y + 1}` }}
      className="flex items-center justify-center rounded-[calc(var(--cell)*0.12)] border-2 border-dashed border-white/15 text-white/40 transition-colors hover:border-white/40 hover:text-white/80 focus-visible:border-sky-400 focus-visible:text-white focus-visible:outline-none"
    >
      <PlusIcon className="size-[calc(var(--cell)*0.22)]" />
    </button>
  );
}
