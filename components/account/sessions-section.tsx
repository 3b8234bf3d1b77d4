"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button, FormError } from "@/components/auth/form-parts";
import { describeUserAgent } from "@/lib/auth/describe-user-agent";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";
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
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          For your security,{" "}
          <a className="underline" href={props.signInPath}>
            sign in again
          </a>{" "}
          to see and manage your sessions.
        </p>
      ) : list.error ? (
        <FormError message={getAuthErrorMessage(list.error)} />
      ) : list.loading ? (
        <p role="status" className="text-sm text-zinc-500">
          Loading sessions…
        </p>
      ) : (
        <>
          <ul
            className="divide-y divide-zinc-200 dark:divide-zinc-800"
            aria-label="Active sessions"
          >
            {list.items?.map((s) => {
              const current = s.token === props.currentToken;
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-zinc-900 dark:text-zinc-50">
                      {describeUserAgent(s.userAgent)}
                      {current ? (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                          This device
                        </span>
                      ) : null}
                    </p>
                    <p className="text-xs text-zinc-500">
                      {s.ipAddress || "Unknown IP"} · last active {formatTime(s.updatedAt)}
                    </p>
                  </div>
                  {current ? null : (
                    <Button
                      variant="outline"
                      pending={busy === s.token}
                      disabled={busy !== null}
                      onClick={() => revoke(s.token)}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {(list.items?.length ?? 0) > 1 ? (
            <Button
              variant="outline"
              className="mt-3"
              pending={busy === "others"}
              disabled={busy !== null}
              onClick={revokeOthers}
            >
              Sign out all other devices
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}
