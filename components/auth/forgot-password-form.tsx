"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { forgotPasswordSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { AuthCard, Field, FormStack, Notice, PendingButton, TextLink } from "./form-parts";
import type { AuthViewProps } from "./view-props";

export function ForgotPasswordForm({ basePath }: AuthViewProps) {
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    const { data, error: failure } = await authClient.requestPasswordReset({
      email,
      redirectTo: `${basePath}/reset-password`,
    });
    if (failure) setError(getAuthErrorMessage(failure));
    // The server answers the same whether or not the address exists.
    else setMessage(data?.message ?? "Check your email for the reset link.");
  });

  return (
    <AuthCard
      title="Reset your password"
      description="We'll email you a link to choose a new one."
      footer={<TextLink href={`${basePath}/sign-in`}>Back to sign in</TextLink>}
    >
      {message ? (
        <Notice>{message}</Notice>
      ) : (
        <FormStack onSubmit={onSubmit} error={error}>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email}
            {...form.register("email")}
          />
          <PendingButton type="submit" className="w-full" pending={isSubmitting}>
            Send reset link
          </PendingButton>
        </FormStack>
      )}
    </AuthCard>
  );
}
