"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { signInSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import {
  AuthCard,
  Field,
  FormStack,
  Notice,
  PendingButton,
  SwitchField,
  TextLink,
} from "./form-parts";
import { SocialButtons } from "./social-buttons";
import type { AuthViewProps } from "./view-props";

export function SignInForm({ basePath, callbackURL, providers }: AuthViewProps) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const form = useForm<z.infer<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;
  const withCallback = (path: string) => `${path}?callbackURL=${encodeURIComponent(callbackURL)}`;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setUnverified(false);
    // The client follows `callbackURL` itself on success (redirect: true); an unverified
    // user's re-sent verification link also lands there, signed in.
    const { error: failure } = await authClient.signIn.email({ ...values, callbackURL });
    if (failure) {
      if (failure.code === "EMAIL_NOT_VERIFIED") setUnverified(true);
      else setError(getAuthErrorMessage(failure));
      return;
    }
    router.replace(callbackURL);
    router.refresh();
  });

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back to Deckbot."
      footer={
        <>
          <p>
            New here?{" "}
            <TextLink href={withCallback(`${basePath}/sign-up`)}>Create an account</TextLink>
          </p>
          <p>
            <TextLink href={`${basePath}/forgot-password`}>Forgot your password?</TextLink>
          </p>
        </>
      }
    >
      <SocialButtons
        providers={providers}
        callbackURL={callbackURL}
        errorCallbackURL={`${basePath}/error`}
      />
      <FormStack onSubmit={onSubmit} error={error}>
        {unverified ? (
          <Notice>Verify your email first. We sent a new link to your inbox.</Notice>
        ) : null}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register("email")}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...form.register("password")}
        />
        <SwitchField control={form.control} name="rememberMe" label="Keep me signed in" />
        <PendingButton type="submit" className="w-full" pending={isSubmitting}>
          Sign in
        </PendingButton>
      </FormStack>
    </AuthCard>
  );
}
