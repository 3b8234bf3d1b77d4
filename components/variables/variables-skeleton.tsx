import { Skeleton } from "@/components/ui/skeleton";

/** The table's shape while the first list arrives. */
export function VariablesSkeleton() {
  return (
    <div
      className="flex flex-col gap-3"
      role="status"
      aria-busy="true"
      aria-label="Loading variables"
    >
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-4 rounded-xl border p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="hidden h-5 w-16 sm:block" />
          <Skeleton className="h-9 flex-1" />
          <Skeleton className="hidden h-5 w-20 sm:block" />
          <Skeleton className="size-9" />
        </div>
      ))}
    </div>
  );
}
