import type { ReactNode } from "react";

export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p>
    </div>
  );
}
