import type { ReactNode } from "react";

/** One titled block of the settings page (a card with a heading and a line of context). */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
