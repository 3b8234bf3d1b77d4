import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/app/page-header";
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
    // No background of its own: inside /host and /client the area chrome owns the page.
    <PageBody>
      <PageHeader
        title="Account"
        description="Your profile, sign-in details and the devices signed in to Deckbot."
      />
      <div className="w-full max-w-2xl">
        <AccountSettings
          area={area}
          providers={getEnabledSocialProviders()}
          hasPassword={hasPassword}
        />
      </div>
    </PageBody>
  );
}
