"use client";

import {
  ArrowDownWideNarrowIcon,
  ArrowUpNarrowWideIcon,
  SearchIcon,
  UserIcon,
  XIcon,
} from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { applyScreenFilters } from "@/lib/filters/apply-screen-filters";
import {
  isEmptyScreenFilters,
  type ScreenFilters,
  SORT_BY_VALUES,
} from "@/lib/filters/search-params";

const SORT_LABELS = { updatedAt: "Last updated", createdAt: "Date created" } as const;
const TYPING_DELAY_MS = 300;

/**
 * Search, author, sort and direction for a screen list; the URL is the source of truth, so a
 * list can be shared, bookmarked or restored from saved filters.
 */
export function ScreenFilterBar({
  filters,
  showAuthor = true,
}: {
  filters: ScreenFilters;
  showAuthor?: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(filters.search ?? "");
  const [author, setAuthor] = useState(filters.author ?? "");

  const apply = (next: ScreenFilters) => applyScreenFilters(router, pathname, next);

  // Typing waits for a pause so each keystroke does not replace the URL.
  useEffect(() => {
    if (search === (filters.search ?? "") && author === (filters.author ?? "")) return;
    const timer = window.setTimeout(
      () => apply({ ...filters, search: search || undefined, author: author || undefined }),
      TYPING_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  });

  const ascending = filters.ascending ?? false;
  const DirectionIcon = ascending ? ArrowUpNarrowWideIcon : ArrowDownWideNarrowIcon;

  return (
    <search className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative sm:w-64">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search screens"
          placeholder="Search screens"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-8"
        />
      </div>
      {showAuthor && (
        <div className="relative sm:w-48">
          <UserIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            aria-label="Author"
            placeholder="Author"
            value={author}
            onChange={(event) => setAuthor(event.target.value)}
            className="pl-8"
          />
        </div>
      )}
      <div className="flex gap-2">
        <Select
          value={filters.sortBy ?? "updatedAt"}
          onValueChange={(value) => {
            const sortBy = SORT_BY_VALUES.find((option) => option === value);
            apply({ ...filters, sortBy });
          }}
        >
          <SelectTrigger aria-label="Sort by" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORT_BY_VALUES.map((value) => (
              <SelectItem key={value} value={value}>
                {SORT_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          aria-pressed={ascending}
          aria-label={ascending ? "Oldest first" : "Newest first"}
          title={ascending ? "Oldest first" : "Newest first"}
          onClick={() => apply({ ...filters, ascending: !ascending })}
        >
          <DirectionIcon />
          <span className="hidden sm:inline">{ascending ? "Oldest first" : "Newest first"}</span>
        </Button>
        {!isEmptyScreenFilters(filters) && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch("");
              setAuthor("");
              applyScreenFilters(router, pathname, {}, { clear: true });
            }}
          >
            <XIcon />
            Clear
          </Button>
        )}
      </div>
    </search>
  );
}
