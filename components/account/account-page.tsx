import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAuth } from "@/lib/auth";
import { type AuthArea, accountPath, authBasePath } from "@/lib/auth/areas";
import { getServerSession } from "@/lib/auth/get-server-session";
import { getEnabledSocialProviders } from "@/lib/auth/social-providers";
import { AccountSettings } from "./account-settings";

/** Server half of every account page: guard, facts the client needs, then the settings. */
export async function AccountPage({ area }: { area: AuthArea }) {
  const session = await getServerSession();
  if (!session) {
    redirect(`${authBasePath(area)}/sign-in?callbackURL=${encodeURIComponent(accountPath(area))}`);
  }
  const accounts = await getAuth().api.listUserAccounts({ headers: await headers() });
  const hasPassword = accounts.some((a) => a.providerId === "credential");
  return (
    <main className="min-h-dvh bg-zinc-50 dark:bg-zinc-950">
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-semibold text-zinc-900 dark:text-zinc-50">Account</h1>
        <AccountSettings
          area={area}
          providers={getEnabledSocialProviders()}
          hasPassword={hasPassword}
        />
      </div>
    </main>
  );
}
