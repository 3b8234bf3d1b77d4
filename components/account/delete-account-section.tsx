"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button, Field, FormError, Notice } from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";

/**
 * Deleting always goes through an emailed confirmation link (24 h); with a password the
 * request itself is re-authenticated too.
 */
export function DeleteAccountSection(props: { hasPassword: boolean; afterDelete: string }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function requestDeletion() {
    setError(null);
    setPending(true);
    const { error: failure } = await authClient.deleteUser({
      ...(props.hasPassword ? { password } : {}),
      callbackURL: props.afterDelete,
    });
    setPending(false);
    if (failure) {
      setError(getAuthErrorMessage(failure));
      return;
    }
    setSent(true);
    toast.success("Check your email to confirm the deletion.");
  }

  return (
    <Section
      tone="danger"
      title="Delete account"
      description="Removes your account, screens, shortcuts and variables for good."
    >
      {sent ? (
        <Notice>
          We emailed you a confirmation link. Your account is deleted once you open it.
        </Notice>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void requestDeletion();
          }}
        >
          <FormError message={error} />
          {props.hasPassword ? (
            <Field
              label="Password"
              name="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          ) : null}
          <Button type="submit" variant="destructive" pending={pending}>
            Delete my account
          </Button>
        </form>
      )}
    </Section>
  );
}
