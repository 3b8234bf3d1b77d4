"use client";

import { SearchXIcon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { EmptyState } from "@/components/app/empty-state";
import { Button } from "@/components/ui/button";
import { applyScreenFilters } from "@/lib/filters/apply-screen-filters";

/** Shown when filters are active and nothing matches: one click brings the full list back. */
export function FilteredEmptyState() {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <EmptyState
      Icon={SearchXIcon}
      title="No screens match these filters"
      actions={
        <Button
          variant="outline"
          onClick={() => applyScreenFilters(router, pathname, {}, { clear: true })}
        >
          Clear filters
        </Button>
      }
    >
      Try a shorter search or another author.
    </EmptyState>
  );
}
