import { Skeleton } from "@/components/ui/skeleton";

/** The card grid every screen list uses (host index, client index, discover). */
export const SCREEN_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

const SKELETON_CARDS = ["a", "b", "c"];

/** Three placeholder cards while a screen list loads; `lines` matches the real card's text. */
export function ScreenGridSkeleton({ lines = 2 }: { lines?: 1 | 2 }) {
  return (
    <ul aria-label="Loading screens" aria-busy className={SCREEN_GRID_CLASS}>
      {SKELETON_CARDS.map((key) => (
        <li key={key} className="flex flex-col gap-3 rounded-xl border p-3">
          <Skeleton className="aspect-4/3 w-full rounded-lg" />
          <Skeleton className="h-5 w-2/3" />
          {lines === 2 ? <Skeleton className="h-4 w-1/2" /> : null}
        </li>
      ))}
    </ul>
  );
}
