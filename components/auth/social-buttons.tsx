"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Separator } from "@/components/ui/separator";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import type { EnabledProvider } from "@/lib/auth/social-providers-public";
import { authClient } from "@/lib/auth-client";
import { PendingButton } from "./form-parts";

/** One button per configured provider; nothing at all when none is configured. */
export function SocialButtons({
  providers,
  callbackURL,
  errorCallbackURL,
}: {
  providers: EnabledProvider[];
  callbackURL: string;
  errorCallbackURL: string;
}) {
  const [pending, setPending] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function signIn(provider: string) {
    setPending(provider);
    const { error } = await authClient.signIn.social({ provider, callbackURL, errorCallbackURL });
    // On success the browser is already leaving for the provider.
    if (error) {
      toast.error(getAuthErrorMessage(error));
      setPending(null);
    }
  }

  return (
    <div className="mb-4 flex flex-col gap-2">
      {providers.map((p) => (
        <PendingButton
          key={p.id}
          variant="outline"
          className="w-full"
          pending={pending === p.id}
          disabled={pending !== null}
          onClick={() => signIn(p.id)}
        >
          Continue with {p.name}
        </PendingButton>
      ))}
      <div className="flex items-center gap-3 pt-2 text-xs font-semibold uppercase text-muted-foreground">
        <Separator className="flex-1" />
        or
        <Separator className="flex-1" />
      </div>
    </div>
  );
}
