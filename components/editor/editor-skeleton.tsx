import { Skeleton } from "@/components/ui/skeleton";

/** The editor's shape while the screen loads. */
export function EditorSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy="true">
      <span className="sr-only">Loading the editor</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
