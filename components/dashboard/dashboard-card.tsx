import Link from "next/link";
import type { ReactNode } from "react";

/** A titled dashboard panel with an optional "see all" link. */
export function DashboardCard({
  id,
  title,
  href,
  linkLabel,
  children,
  className,
}: {
  id: string;
  title: string;
  href?: string;
  linkLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm ${className ?? ""}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {href && (
          <Link
            href={href}
            className="rounded-sm text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {linkLabel}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
