"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { getRedirectErrorMessage } from "@/lib/auth/error-messages";
import { deviceCodeSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { AuthCard, Field, FormError, FormStack, Notice, PendingButton } from "./form-parts";
import type { AuthViewProps } from "./view-props";

type Step =
  | { kind: "enter" }
  | { kind: "confirm"; userCode: string }
  | { kind: "done"; approved: boolean };

type DeviceError = { error?: { error?: string; error_description?: string } | null };

function describeDeviceError(result: DeviceError): string | null {
  const failure = result.error;
  if (!failure) return null;
  return failure.error ? getRedirectErrorMessage(failure.error) : "That did not work. Try again.";
}

/**
 * RFC 8628 user step for the host agent: enter the code shown on the device (checking it
 * claims it for this account), then approve or deny.
 */
export function DeviceView({ searchParams }: AuthViewProps) {
  const [step, setStep] = useState<Step>({ kind: "enter" });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"approve" | "deny" | null>(null);
  const form = useForm<
    z.input<typeof deviceCodeSchema>,
    unknown,
    z.output<typeof deviceCodeSchema>
  >({
    resolver: zodResolver(deviceCodeSchema),
    defaultValues: { userCode: searchParams.user_code ?? "" },
  });

  const onSubmit = form.handleSubmit(async ({ userCode }) => {
    setError(null);
    const result = await authClient.device({ query: { user_code: userCode } });
    const message = describeDeviceError(result as DeviceError);
    if (message) setError(message);
    else setStep({ kind: "confirm", userCode });
  });

  async function decide(userCode: string, approve: boolean) {
    setPending(approve ? "approve" : "deny");
    const result = approve
      ? await authClient.device.approve({ userCode })
      : await authClient.device.deny({ userCode });
    setPending(null);
    const message = describeDeviceError(result as DeviceError);
    if (message) {
      setError(message);
      return;
    }
    setStep({ kind: "done", approved: approve });
    if (approve) toast.success("Device connected.");
    else toast.success("Request denied.");
  }

  if (step.kind === "done") {
    return (
      <AuthCard title={step.approved ? "Device connected" : "Request denied"}>
        <Notice>
          {step.approved
            ? "You can close this page and return to your device."
            : "The device was not given access. You can close this page."}
        </Notice>
      </AuthCard>
    );
  }
  if (step.kind === "confirm") {
    return (
      <AuthCard
        title="Connect this device?"
        description={`The Deckbot agent showing code ${step.userCode} asks to act as your account.`}
      >
        <div className="flex flex-col gap-3">
          <p className="rounded-lg border bg-muted/40 py-3 text-center font-mono text-2xl font-bold tracking-[0.3em]">
            {step.userCode}
          </p>
          <FormError message={error} />
          <PendingButton
            className="w-full"
            pending={pending === "approve"}
            disabled={pending !== null}
            onClick={() => decide(step.userCode, true)}
          >
            Approve
          </PendingButton>
          <PendingButton
            variant="outline"
            className="w-full"
            pending={pending === "deny"}
            disabled={pending !== null}
            onClick={() => decide(step.userCode, false)}
          >
            Deny
          </PendingButton>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Connect a device" description="Enter the code your Deckbot agent shows.">
      <FormStack onSubmit={onSubmit} error={error}>
        <Field
          label="Device code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH"
          className="[&_input]:h-11 [&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em] [&_input]:uppercase"
          error={form.formState.errors.userCode}
          {...form.register("userCode")}
        />
        <PendingButton type="submit" className="w-full" pending={form.formState.isSubmitting}>
          Continue
        </PendingButton>
      </FormStack>
    </AuthCard>
  );
}
