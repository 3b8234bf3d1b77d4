"use client";

import { CircleAlertIcon, CircleCheckIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import {
  type Control,
  Controller,
  type FieldError,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { Logo } from "@/components/brand/logo";
import { ColourModeToggle } from "@/components/theme/colour-mode-toggle";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

/**
 * Form pieces shared by the auth screens and the account page, built on components/ui. Every
 * input has a label and an error line tied to it with aria-describedby.
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
  // The host's auth pages carry the host badge, like the host chrome they lead to.
  const host = usePathname().startsWith("/host");
  return (
    <main
      id="main"
      className="relative flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-16 sm:py-10"
    >
      <div className="absolute top-3 right-3">
        <ColourModeToggle />
      </div>
      <Link href="/" aria-label="Deckbot home" className="mb-6 rounded-md">
        <Logo text host={host} className="h-10" />
      </Link>
      <Card className="w-full max-w-sm gap-5 animate-pop-in">
        <CardHeader>
          <h1 className="text-xl font-bold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-col gap-1 border-t pt-5 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </main>
  );
}

/** A form that reports its own failure first: the layout every auth and account form shares. */
export function FormStack({
  onSubmit,
  error,
  children,
  className,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={cn("flex flex-col gap-4", className)}>
      <FormError message={error} />
      {children}
    </form>
  );
}

type FieldProps = ComponentProps<"input"> & { label: string; error?: FieldError | undefined };

export function Field({ label, error, id, className, ...input }: FieldProps) {
  const inputId = id ?? input.name;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error?.message ? (
        <p id={errorId} className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A new password and its confirmation: sign-up, reset and change password all ask the same. */
export function NewPasswordFields({
  labels,
  password,
  confirm,
}: {
  labels: { password: string; confirm: string };
  password: { field: UseFormRegisterReturn; error?: FieldError | undefined };
  confirm: { field: UseFormRegisterReturn; error?: FieldError | undefined };
}) {
  const fields = [
    { label: labels.password, ...password },
    { label: labels.confirm, ...confirm },
  ];
  return fields.map(({ label, field, error }) => (
    <Field
      key={field.name}
      label={label}
      type="password"
      autoComplete="new-password"
      error={error}
      {...field}
    />
  ));
}

/** A labelled on/off choice bound to a boolean field of a react-hook-form form. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch
            id={field.name}
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
          <Label htmlFor={field.name} className="font-medium">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

export function FormError({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive">
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p role="alert">{message}</p>
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-success/30 bg-success/10 px-3 py-2.5 text-sm">
      <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
      <p role="status">{children}</p>
    </div>
  );
}

/** The design-system button plus a busy state; a plain button unless told to submit. */
export function PendingButton({
  pending = false,
  children,
  type = "button",
  ...button
}: ButtonProps & { pending?: boolean }) {
  return (
    <Button
      {...button}
      type={type}
      disabled={pending || button.disabled}
      aria-busy={pending || undefined}
    >
      {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
      {children}
    </Button>
  );
}

export function TextLink({ className, ...props }: ComponentProps<"a">) {
  return (
    <a
      className={cn(
        "font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline",
        className,
      )}
      {...props}
    />
  );
}
