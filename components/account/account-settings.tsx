"use client";

import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { type AuthArea, accountPath, authBasePath } from "@/lib/auth/areas";
import type { EnabledProvider } from "@/lib/auth/social-providers-public";
import { authClient } from "@/lib/auth-client";
import { ChangeEmailSection } from "./change-email-section";
import { ChangePasswordSection } from "./change-password-section";
import { DeleteAccountSection } from "./delete-account-section";
import { LinkedAccountsSection } from "./linked-accounts-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";

/** The account page of every area (/account, /host/account, /client/account). */
export function AccountSettings(props: {
  area: AuthArea;
  providers: EnabledProvider[];
  hasPassword: boolean;
}) {
  const { data, isPending } = authClient.useSession();
  // Bumped after changes that alter other lists (a password change may end other sessions).
  const [version, setVersion] = useState(0);
  const here = accountPath(props.area);

  if (isPending || !data) {
    return (
      <div className="flex flex-col gap-6" role="status" aria-label="Loading account">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  }
  const { user, session } = data;
  return (
    <div className="flex flex-col gap-6">
      <ProfileSection name={user.name} image={user.image} />
      <ChangeEmailSection email={user.email} verified={user.emailVerified} returnTo={here} />
      {props.hasPassword ? (
        <ChangePasswordSection onChanged={() => setVersion((v) => v + 1)} />
      ) : null}
      <SessionsSection
        currentToken={session.token}
        signInPath={`${authBasePath(props.area)}/sign-in?reauth=1&callbackURL=${encodeURIComponent(here)}`}
        version={version}
      />
      <LinkedAccountsSection providers={props.providers} returnTo={here} version={version} />
      <DeleteAccountSection
        hasPassword={props.hasPassword}
        afterDelete={`${authBasePath(props.area)}/sign-in`}
      />
    </div>
  );
}
