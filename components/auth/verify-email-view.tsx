"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { getAuthErrorMessage, getRedirectErrorMessage } from "@/lib/auth/error-messages";
import { forgotPasswordSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { AuthCard, Button, Field, FormError, Notice, TextLink } from "./form-parts";
import type { AuthViewProps } from "./view-props";

/**
 * Where the verification link lands: verified (and signed in) → continue; an error code
 * from the link, or no session → say why and offer a new link.
 */
export function VerifyEmailView({ basePath, callbackURL, searchParams }: AuthViewProps) {
  const { data: session, isPending } = authClient.useSession();
  const linkError = searchParams.error;

  if (isPending) {
    return (
      <AuthCard title="Verifying your email">
        <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
          One moment…
        </p>
      </AuthCard>
    );
  }
  if (!linkError && session?.user.emailVerified) {
    return (
      <AuthCard title="Email verified" description={`Thanks, ${session.user.email} is confirmed.`}>
        <a
          href={callbackURL}
          className="inline-flex w-full justify-center rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white dark:bg-zinc-50 dark:text-zinc-900"
        >
          Continue
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Verify your email"
      footer={<TextLink href={`${basePath}/sign-in`}>Back to sign in</TextLink>}
    >
      {linkError ? <FormError message={getRedirectErrorMessage(linkError)} /> : null}
      <ResendForm basePath={basePath} callbackURL={callbackURL} email={session?.user.email} />
    </AuthCard>
  );
}

function ResendForm(props: { basePath: string; callbackURL: string; email?: string | undefined }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: props.email ?? "" },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    const { error: failure } = await authClient.sendVerificationEmail({
      email,
      callbackURL: `${props.basePath}/verify-email?callbackURL=${encodeURIComponent(props.callbackURL)}`,
    });
    if (failure) {
      setError(getAuthErrorMessage(failure));
      return;
    }
    setSent(true);
    toast.success("Verification email sent.");
  });
  if (sent) return <Notice>If that address has an account, a new link is on its way.</Notice>;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <FormError message={error} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register("email")}
      />
      <Button type="submit" className="w-full" pending={form.formState.isSubmitting}>
        Send a new link
      </Button>
    </form>
  );
}
