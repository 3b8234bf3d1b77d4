"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { Button } from "@/components/ui/button";
import { getAuthErrorMessage, getRedirectErrorMessage } from "@/lib/auth/error-messages";
import { forgotPasswordSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import {
  AuthCard,
  Field,
  FormError,
  FormStack,
  Notice,
  PendingButton,
  TextLink,
} from "./form-parts";
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
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2Icon aria-hidden className="size-4 animate-spin" />
          One moment…
        </p>
      </AuthCard>
    );
  }
  if (!linkError && session?.user.emailVerified) {
    return (
      <AuthCard title="Email verified" description={`Thanks, ${session.user.email} is confirmed.`}>
        <Button asChild className="w-full">
          <a href={callbackURL}>Continue</a>
        </Button>
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
    <FormStack onSubmit={onSubmit} error={error} className="mt-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register("email")}
      />
      <PendingButton type="submit" className="w-full" pending={form.formState.isSubmitting}>
        Send a new link
      </PendingButton>
    </FormStack>
  );
}
