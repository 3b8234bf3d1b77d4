"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { Field, FormStack, Notice, PendingButton } from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { changeEmailSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { Section, sectionActionClass } from "./section";

export function ChangeEmailSection(props: { email: string; verified: boolean; returnTo: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pendingTo, setPendingTo] = useState<string | null>(null);
  const form = useForm<z.infer<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: "" },
  });
  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    setError(null);
    if (newEmail.toLowerCase() === props.email.toLowerCase()) {
      setError("Email is the same.");
      return;
    }
    const { error: failure } = await authClient.changeEmail({
      newEmail,
      callbackURL: props.returnTo,
    });
    if (failure) {
      setError(getAuthErrorMessage(failure));
      return;
    }
    setPendingTo(newEmail);
    form.reset();
    toast.success(
      props.verified ? "Check your current inbox to approve." : "Verification email sent.",
    );
  });
  return (
    <Section
      title="Email"
      description={`Signed in as ${props.email}${props.verified ? " (verified)" : " (not verified yet)"}.`}
    >
      {pendingTo ? (
        <div className="mb-4">
          <Notice>
            {props.verified
              ? `We sent an approval link to ${props.email}. After you approve, ${pendingTo} gets a verification link.`
              : `We sent a verification link to ${pendingTo}.`}
          </Notice>
        </div>
      ) : null}
      <FormStack onSubmit={onSubmit} error={error}>
        <Field
          label="New email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.newEmail}
          {...form.register("newEmail")}
        />
        <PendingButton
          type="submit"
          className={sectionActionClass}
          pending={form.formState.isSubmitting}
        >
          Change email
        </PendingButton>
      </FormStack>
    </Section>
  );
}
