"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { signUpSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import {
  AuthCard,
  Field,
  FormStack,
  NewPasswordFields,
  Notice,
  PendingButton,
  TextLink,
} from "./form-parts";
import { SocialButtons } from "./social-buttons";
import type { AuthViewProps } from "./view-props";

export function SignUpForm({ basePath, callbackURL, providers }: AuthViewProps) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.infer<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setError(null);
    const { data, error: failure } = await authClient.signUp.email({
      name,
      email,
      password,
      callbackURL: `${basePath}/verify-email?callbackURL=${encodeURIComponent(callbackURL)}`,
    });
    if (failure) {
      setError(getAuthErrorMessage(failure));
      return;
    }
    if (!data?.token) {
      // Verification required: no session until the mailed link is followed.
      setSentTo(email);
      return;
    }
    toast.success("Welcome to Deckbot!");
    router.replace(callbackURL);
    router.refresh();
  });

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        footer={<TextLink href={`${basePath}/sign-in`}>Back to sign in</TextLink>}
      >
        <Notice>
          We sent a verification link to <strong>{sentTo}</strong>. Open it to finish creating your
          account.
        </Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Build screens on a host, use them from any client."
      footer={
        <p>
          Already have an account?{" "}
          <TextLink href={`${basePath}/sign-in?callbackURL=${encodeURIComponent(callbackURL)}`}>
            Sign in
          </TextLink>
        </p>
      }
    >
      <SocialButtons
        providers={providers}
        callbackURL={callbackURL}
        errorCallbackURL={`${basePath}/error`}
      />
      <FormStack onSubmit={onSubmit} error={error}>
        <Field label="Name" autoComplete="name" error={errors.name} {...form.register("name")} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register("email")}
        />
        <NewPasswordFields
          labels={{ password: "Password", confirm: "Confirm password" }}
          password={{ field: form.register("password"), error: errors.password }}
          confirm={{ field: form.register("confirmPassword"), error: errors.confirmPassword }}
        />
        <PendingButton type="submit" className="w-full" pending={isSubmitting}>
          Create account
        </PendingButton>
      </FormStack>
    </AuthCard>
  );
}
