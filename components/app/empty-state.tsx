import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A friendly empty state that tells the user what to do next. */
export function EmptyState({
  Icon,
  title,
  children,
  actions,
}: {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-muted/20 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon className="size-7" />
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="max-w-md text-muted-foreground">{children}</div>
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </section>
  );
}
