"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button, FormError } from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import type { EnabledProvider } from "@/lib/auth/social-providers-public";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";
import { useAuthList } from "./use-auth-list";

type AccountItem = { id: string; providerId: string; accountId: string; createdAt: Date | string };

/** Sign-in methods on this account: link a configured provider, unlink one that is not the last. */
export function LinkedAccountsSection(props: {
  providers: EnabledProvider[];
  returnTo: string;
  version: number;
}) {
  const list = useAuthList<AccountItem>(() => authClient.listAccounts(), props.version);
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = (providerId: string) =>
    providerId === "credential"
      ? "Email and password"
      : (props.providers.find((p) => p.id === providerId)?.name ?? providerId);

  async function link(provider: string) {
    setBusy(provider);
    const { error } = await authClient.linkSocial({ provider, callbackURL: props.returnTo });
    // Success leaves for the provider; only failures come back here.
    if (error) {
      toast.error(getAuthErrorMessage(error));
      setBusy(null);
    }
  }

  async function unlink(account: AccountItem) {
    setBusy(account.id);
    const { error } = await authClient.unlinkAccount({ accountId: account.id });
    setBusy(null);
    if (error) toast.error(getAuthErrorMessage(error));
    else toast.success(`${nameOf(account.providerId)} unlinked.`);
    await list.reload();
  }

  const linked = new Set(list.items?.map((a) => a.providerId));
  const linkable = props.providers.filter((p) => !linked.has(p.id));
  return (
    <Section title="Sign-in methods" description="Ways you can sign in to this account.">
      {list.error ? <FormError message={getAuthErrorMessage(list.error)} /> : null}
      {list.loading ? (
        <p role="status" className="text-sm text-zinc-500">
          Loading…
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Sign-in methods">
          {list.items?.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 py-3">
              <span className="text-sm font-medium text-zinc-900 dark:text-zinc-50">
                {nameOf(a.providerId)}
              </span>
              <Button
                variant="outline"
                pending={busy === a.id}
                disabled={busy !== null}
                onClick={() => unlink(a)}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      {linkable.length ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {linkable.map((p) => (
            <Button
              key={p.id}
              variant="outline"
              pending={busy === p.id}
              disabled={busy !== null}
              onClick={() => link(p.id)}
            >
              Link {p.name}
            </Button>
          ))}
        </div>
      ) : null}
    </Section>
  );
}
