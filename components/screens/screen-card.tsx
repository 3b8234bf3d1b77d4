"use client";

import { CopyIcon, EllipsisVerticalIcon, PencilIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ScreenDetail } from "@/lib/api-types";
import { formatRelativeTime } from "./format-relative-time";
import { ScreenThumbnail } from "./screen-thumbnail";
import { VisibilityBadge } from "./visibility-badge";

/** One screen on the index: a live thumbnail that opens the editor, and its actions. */
export function ScreenCard({
  screen,
  onDuplicate,
  onDelete,
}: {
  screen: ScreenDetail;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const editHref = `/host/screens/${screen.id}/edit`;
  return (
    <li
      data-testid="screen-card"
      className="group relative flex flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <ScreenThumbnail screenId={screen.id} columns={screen.columns} rows={screen.rows} />
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">
            {/* The link covers the whole card (after:inset-0) so the thumbnail is clickable too. */}
            <Link
              href={editHref}
              className="outline-hidden after:absolute after:inset-0 after:rounded-xl"
            >
              {screen.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            {screen.columns} × {screen.rows} · Updated{" "}
            <time dateTime={new Date(screen.updatedAt).toISOString()}>
              {formatRelativeTime(screen.updatedAt)}
            </time>
          </p>
        </div>
        <div className="relative z-10 flex items-center gap-1">
          <VisibilityBadge visibility={screen.visibility} />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Actions for ${screen.name}`}>
                <EllipsisVerticalIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem asChild>
                <Link href={editHref}>
                  <PencilIcon />
                  Edit
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onDuplicate}>
                <CopyIcon />
                Duplicate
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={onDelete}>
                <Trash2Icon />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </li>
  );
}
