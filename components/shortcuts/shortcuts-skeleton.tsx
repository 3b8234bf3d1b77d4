import { Skeleton } from "@/components/ui/skeleton";

const ROWS = ["a", "b", "c", "d"];

/** The list and editor outline while the first results arrive. */
export function ShortcutsSkeleton() {
  return (
    <div
      role="status"
      aria-busy
      aria-label="Loading shortcuts"
      className="grid gap-6 lg:grid-cols-[18rem_1fr]"
    >
      <div className="flex flex-col gap-2">
        <Skeleton className="h-9 w-full" />
        {ROWS.map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
      <div className="hidden flex-col gap-4 lg:flex">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}

/** The editor column alone, while the variables its checks need are loading. */
export function ShortcutEditorSkeleton() {
  return (
    <div role="status" aria-busy aria-label="Loading shortcut" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
