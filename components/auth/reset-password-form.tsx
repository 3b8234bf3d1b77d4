"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { getAuthErrorMessage, getRedirectErrorMessage } from "@/lib/auth/error-messages";
import { resetPasswordSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import {
  AuthCard,
  FormError,
  FormStack,
  NewPasswordFields,
  PendingButton,
  TextLink,
} from "./form-parts";
import type { AuthViewProps } from "./view-props";

export function ResetPasswordForm({ basePath, searchParams }: AuthViewProps) {
  const router = useRouter();
  const token = searchParams.token;
  const linkError = searchParams.error;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    if (failure) {
      setError(getAuthErrorMessage(failure));
      return;
    }
    toast.success("Password changed. Sign in with your new password.");
    router.replace(`${basePath}/sign-in`);
  });

  if (linkError || !token) {
    return (
      <AuthCard
        title="Reset link not valid"
        footer={<TextLink href={`${basePath}/forgot-password`}>Ask for a new link</TextLink>}
      >
        <FormError
          message={
            linkError
              ? getRedirectErrorMessage(linkError)
              : "This page needs the link from your reset email."
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <FormStack onSubmit={onSubmit} error={error}>
        <NewPasswordFields
          labels={{ password: "New password", confirm: "Confirm new password" }}
          password={{ field: form.register("password"), error: errors.password }}
          confirm={{ field: form.register("confirmPassword"), error: errors.confirmPassword }}
        />
        <PendingButton type="submit" className="w-full" pending={isSubmitting}>
          Set new password
        </PendingButton>
      </FormStack>
    </AuthCard>
  );
}
