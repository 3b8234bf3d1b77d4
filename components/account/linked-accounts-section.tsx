"use client";

import { useState } from "react";
import { toast } from "sonner";
import { FormError, PendingButton } from "@/components/auth/form-parts";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import type { EnabledProvider } from "@/lib/auth/social-providers-public";
import { authClient } from "@/lib/auth-client";
import { AuthListSkeleton, Section } from "./section";
import { useAuthList } from "./use-auth-list";

type AccountItem = { id: string; providerId: string; accountId: string; createdAt: Date | string };

const LAST_ACCOUNT = "You can't unlink your last account";

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
  // Only a hint: the server refuses to unlink the last account whatever the page offers.
  const onlyOne = (list.items?.length ?? 0) <= 1;
  return (
    <Section title="Sign-in methods" description="Ways you can sign in to this account.">
      {list.error ? <FormError message={getAuthErrorMessage(list.error)} /> : null}
      {list.loading ? (
        <AuthListSkeleton label="Loading…" />
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Sign-in methods">
          {list.items?.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold">{nameOf(a.providerId)}</p>
                {onlyOne ? (
                  <p id={`${a.id}-last`} className="mt-0.5 text-xs text-muted-foreground">
                    {LAST_ACCOUNT}.
                  </p>
                ) : null}
              </div>
              {onlyOne ? (
                <Tooltip>
                  <TooltipTrigger asChild>
                    {/* A disabled button takes no pointer or focus; the wrapper carries the tooltip. */}
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the reason to keyboard users */}
                    <span tabIndex={0} aria-describedby={`${a.id}-last`} className="rounded-md">
                      <PendingButton variant="outline" size="sm" disabled>
                        Unlink
                      </PendingButton>
                    </span>
                  </TooltipTrigger>
                  <TooltipContent>{LAST_ACCOUNT}</TooltipContent>
                </Tooltip>
              ) : (
                <PendingButton
                  variant="outline"
                  size="sm"
                  pending={busy === a.id}
                  disabled={busy !== null}
                  onClick={() => unlink(a)}
                >
                  Unlink
                </PendingButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {linkable.length ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {linkable.map((p) => (
            <PendingButton
              key={p.id}
              variant="outline"
              pending={busy === p.id}
              disabled={busy !== null}
              onClick={() => link(p.id)}
            >
              Link {p.name}
            </PendingButton>
          ))}
        </div>
      ) : null}
    </Section>
  );
}
