import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** One card of the account page; `danger` marks the irreversible one. */
export function Section({
  title,
  description,
  children,
  tone = "default",
}: {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <Card className={cn("gap-5", tone === "danger" && "border-destructive/40")}>
      <CardHeader>
        <h2
          className={cn(
            "text-lg font-bold leading-tight tracking-tight",
            tone === "danger" && "text-destructive",
          )}
        >
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A section's main button: full width on a phone, its own width beside a wider form. */
export const sectionActionClass = "sm:self-start";

/** Placeholder rows while a section's list loads, announced by `label`. */
export function AuthListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}
