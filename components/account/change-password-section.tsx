"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import {
  Field,
  FormStack,
  NewPasswordFields,
  PendingButton,
  SwitchField,
} from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { changePasswordSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { Section, sectionActionClass } from "./section";

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
      <FormStack onSubmit={onSubmit} error={error}>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          {...form.register("currentPassword")}
        />
        <NewPasswordFields
          labels={{ password: "New password", confirm: "Confirm new password" }}
          password={{ field: form.register("newPassword"), error: errors.newPassword }}
          confirm={{ field: form.register("confirmPassword"), error: errors.confirmPassword }}
        />
        <SwitchField
          control={form.control}
          name="revokeOtherSessions"
          label="Sign out my other devices"
        />
        <PendingButton type="submit" className={sectionActionClass} pending={isSubmitting}>
          Change password
        </PendingButton>
      </FormStack>
    </Section>
  );
}
