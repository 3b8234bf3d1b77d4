"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { Button, Checkbox, Field, FormError } from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { changePasswordSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";

export function ChangePasswordSection({ onChanged }: { onChanged: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: {
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
      revokeOtherSessions: true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const { error: failure } = await authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: values.revokeOtherSessions,
    });
    if (failure) {
      setError(getAuthErrorMessage(failure));
      return;
    }
    form.reset();
    toast.success("Password changed.");
    onChanged();
  });
  return (
    <Section title="Password" description="At least 8 characters; a long phrase is best.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={error} />
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          {...form.register("currentPassword")}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          {...form.register("newPassword")}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...form.register("confirmPassword")}
        />
        <Checkbox label="Sign out my other devices" {...form.register("revokeOtherSessions")} />
        <Button type="submit" pending={isSubmitting}>
          Change password
        </Button>
      </form>
    </Section>
  );
}
