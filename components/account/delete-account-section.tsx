"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Field, FormError, Notice, PendingButton } from "@/components/auth/form-parts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { authClient } from "@/lib/auth-client";
import { Section, sectionActionClass } from "./section";

/**
 * Deleting always goes through an emailed confirmation link (24 h); with a password the
 * request itself is re-authenticated too. A dialog asks first, so a stray click sends nothing.
 */
export function DeleteAccountSection(props: { hasPassword: boolean; afterDelete: string }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

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
        // Not noValidate: the browser's own check keeps an empty password from reaching the dialog.
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
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
          <PendingButton
            type="submit"
            variant="destructive"
            className={sectionActionClass}
            pending={pending}
          >
            Delete my account
          </PendingButton>
        </form>
      )}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              We will email you a confirmation link. Once you open it, your account, screens,
              shortcuts and variables are gone for good.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep my account</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => void requestDeletion()}>
              Send confirmation email
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Section>
  );
}
