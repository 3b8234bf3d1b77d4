"use client";

import { useState } from "react";
import { toast } from "sonner";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import type { EnabledProvider } from "@/lib/auth/social-providers-public";
import { authClient } from "@/lib/auth-client";
import { Button } from "./form-parts";

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
    <div className="space-y-2">
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="outline"
          className="w-full"
          pending={pending === p.id}
          disabled={pending !== null}
          onClick={() => signIn(p.id)}
        >
          Continue with {p.name}
        </Button>
      ))}
      <div className="flex items-center gap-3 py-2 text-xs uppercase text-zinc-500">
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
        or
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      </div>
    </div>
  );
}
