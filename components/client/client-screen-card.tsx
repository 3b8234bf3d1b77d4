"use client";

import Link from "next/link";
import { formatRelativeTime } from "@/components/screens/format-relative-time";
import { ScreenThumbnail } from "@/components/screens/screen-thumbnail";
import type { ScreenDetail } from "@/lib/api-types";

/** One screen a client may open: a live thumbnail that opens the full-viewport render. */
export function ClientScreenCard({ screen }: { screen: ScreenDetail }) {
  return (
    <li
      data-testid="client-screen-card"
      className="group relative flex flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <ScreenThumbnail screenId={screen.id} columns={screen.columns} rows={screen.rows} />
      <div className="min-w-0">
        <h3 className="truncate font-bold">
          {/* The link covers the whole card so the thumbnail opens the screen too. */}
          <Link
            href={`/client/screens/${screen.id}/render`}
            className="outline-hidden after:absolute after:inset-0 after:rounded-xl"
          >
            {screen.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {screen.columns} × {screen.rows} · Updated{" "}
          <time dateTime={new Date(screen.updatedAt).toISOString()}>
            {formatRelativeTime(screen.updatedAt)}
          </time>
        </p>
      </div>
    </li>
  );
}
