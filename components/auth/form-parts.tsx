"use client";

import type { ComponentProps, ReactNode } from "react";
import type { FieldError } from "react-hook-form";

/**
 * Self-contained form pieces for the auth and account screens (plain Tailwind; the shared
 * components/ui primitives may replace them later). Every input has a label and an error
 * line tied to it with aria-describedby.
 */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-10 dark:bg-zinc-950">
      <section className="w-full max-w-sm rounded-lg border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <p className="mb-4 text-sm font-semibold tracking-wide text-zinc-500 dark:text-zinc-400">
          Deckbot
        </p>
        <h1 className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">{title}</h1>
        {description ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
        ) : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 space-y-1 text-center text-sm text-zinc-600 dark:text-zinc-400">
            {footer}
          </div>
        ) : null}
      </section>
    </main>
  );
}

type FieldProps = ComponentProps<"input"> & { label: string; error?: FieldError | undefined };

export function Field({ label, error, id, ...input }: FieldProps) {
  const inputId = id ?? input.name;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1">
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-zinc-800 dark:text-zinc-200"
      >
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-zinc-900 aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-50 dark:focus-visible:ring-zinc-200"
        {...input}
      />
      {error?.message ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ label, ...input }: ComponentProps<"input"> & { label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      <input type="checkbox" className="size-4 rounded border-zinc-300" {...input} />
      {label}
    </label>
  );
}

export function FormError({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
    >
      {message}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-300"
    >
      {children}
    </p>
  );
}

const buttonStyles = {
  primary:
    "bg-zinc-900 text-white hover:bg-zinc-800 dark:bg-zinc-50 dark:text-zinc-900 dark:hover:bg-zinc-200",
  outline:
    "border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800",
  destructive: "bg-red-600 text-white hover:bg-red-700",
} as const;

export function Button({
  variant = "primary",
  pending = false,
  className = "",
  children,
  ...button
}: ComponentProps<"button"> & { variant?: keyof typeof buttonStyles; pending?: boolean }) {
  return (
    <button
      type="button"
      disabled={pending || button.disabled}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-zinc-500 focus-visible:ring-offset-2 disabled:opacity-60 ${buttonStyles[variant]} ${className}`}
      {...button}
    >
      {pending ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}

export function TextLink(props: ComponentProps<"a">) {
  return (
    <a
      className="font-medium text-zinc-900 underline underline-offset-4 hover:text-zinc-700 dark:text-zinc-100"
      {...props}
    />
  );
}
