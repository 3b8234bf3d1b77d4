"use client";

import { DownloadIcon, EyeIcon, PlusIcon } from "lucide-react";
import { ScreenThumbnail } from "@/components/screens/screen-thumbnail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DiscoverListItem } from "@/lib/api-types";

function formatInstalls(count: number): string {
  return count === 1 ? "1 install" : `${count.toLocaleString()} installs`;
}

/** A public screen: live thumbnail, author, installs, version; preview or add it. */
export function DiscoverCard({
  screen,
  installing,
  onPreview,
  onInstall,
}: {
  screen: DiscoverListItem;
  installing: boolean;
  onPreview: () => void;
  onInstall: () => void;
}) {
  return (
    <li
      data-testid="discover-card"
      className="flex flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <button
        type="button"
        onClick={onPreview}
        aria-label={`Preview ${screen.name}`}
        className="rounded-lg outline-none"
      >
        <ScreenThumbnail screenId={screen.id} columns={screen.columns} rows={screen.rows} />
      </button>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">{screen.name}</h2>
          <p className="truncate text-sm text-muted-foreground">
            by {screen.authorName || "Unknown"}
          </p>
        </div>
        <Badge variant="outline" title={`Published version ${screen.publishedVersion}`}>
          v{screen.publishedVersion}
        </Badge>
      </div>
      {screen.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{screen.description}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <span className="mr-auto flex items-center gap-1 text-sm text-muted-foreground">
          <DownloadIcon className="size-4" />
          {formatInstalls(screen.installCount)}
        </span>
        <Button variant="outline" size="sm" onClick={onPreview}>
          <EyeIcon />
          Preview
        </Button>
        <Button
          size="sm"
          disabled={installing}
          onClick={onInstall}
          aria-label={`Add ${screen.name} to my screens`}
        >
          <PlusIcon />
          Add
        </Button>
      </div>
    </li>
  );
}
