import type { ReactNode } from "react";

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
  const border =
    tone === "danger"
      ? "border-red-200 dark:border-red-900"
      : "border-zinc-200 dark:border-zinc-800";
  return (
    <section className={`rounded-lg border bg-white p-5 dark:bg-zinc-900 ${border}`}>
      <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-50">{title}</h2>
      {description ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
