"use client";

import { useState } from "react";
import { toast } from "sonner";
import { FormError, PendingButton, TextLink } from "@/components/auth/form-parts";
import { Badge } from "@/components/ui/badge";
import { describeUserAgent } from "@/lib/auth/describe-user-agent";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { authClient } from "@/lib/auth-client";
import { AuthListSkeleton, Section } from "./section";
import { useAuthList } from "./use-auth-list";

type SessionItem = {
  id: string;
  token: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  updatedAt: Date | string;
};

const formatTime = (value: Date | string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(value),
  );

/** Every device signed in to this account; revoke one, or every one but this. */
export function SessionsSection(props: {
  currentToken: string;
  signInPath: string;
  version: number;
}) {
  const list = useAuthList<SessionItem>(() => authClient.listSessions(), props.version);
  const [busy, setBusy] = useState<string | null>(null);

  async function revoke(token: string) {
    setBusy(token);
    const { error } = await authClient.revokeSession({ token });
    setBusy(null);
    if (error) toast.error(getAuthErrorMessage(error));
    else toast.success("Device signed out.");
    await list.reload();
  }

  async function revokeOthers() {
    setBusy("others");
    const { error } = await authClient.revokeOtherSessions();
    setBusy(null);
    if (error) toast.error(getAuthErrorMessage(error));
    else toast.success("Signed out everywhere else.");
    await list.reload();
  }

  const notFresh = list.error?.code === "SESSION_NOT_FRESH";
  return (
    <Section title="Active sessions" description="Devices signed in to your account.">
      {notFresh ? (
        <p className="text-sm text-muted-foreground">
          For your security, <TextLink href={props.signInPath}>sign in again</TextLink> to see and
          manage your sessions.
        </p>
      ) : list.error ? (
        <FormError message={getAuthErrorMessage(list.error)} />
      ) : list.loading ? (
        <AuthListSkeleton label="Loading sessions…" />
      ) : (
        <>
          <ul className="divide-y rounded-lg border" aria-label="Active sessions">
            {list.items?.map((s) => {
              const current = s.token === props.currentToken;
              return (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                      {describeUserAgent(s.userAgent)}
                      {current ? <Badge variant="success">This device</Badge> : null}
                    </p>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      {s.ipAddress || "Unknown IP"} · last active {formatTime(s.updatedAt)}
                    </p>
                  </div>
                  {current ? null : (
                    <PendingButton
                      variant="outline"
                      size="sm"
                      pending={busy === s.token}
                      disabled={busy !== null}
                      onClick={() => revoke(s.token)}
                    >
                      Sign out
                    </PendingButton>
                  )}
                </li>
              );
            })}
          </ul>
          {(list.items?.length ?? 0) > 1 ? (
            <PendingButton
              variant="outline"
              className="mt-4 w-full sm:w-auto"
              pending={busy === "others"}
              disabled={busy !== null}
              onClick={revokeOthers}
            >
              Sign out all other devices
            </PendingButton>
          ) : null}
        </>
      )}
    </Section>
  );
}
