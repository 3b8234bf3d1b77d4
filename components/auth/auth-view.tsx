import { notFound, redirect } from "next/navigation";
import {
  type AuthArea,
  type AuthViewName,
  areaHome,
  authBasePath,
  isAuthView,
  safeReturnPath,
} from "@/lib/auth/areas";
import { getServerSession } from "@/lib/auth/get-server-session";
import { getEnabledSocialProviders } from "@/lib/auth/social-providers";
import { AuthErrorView } from "./auth-error-view";
import { DeviceView } from "./device-view";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { VerifyEmailView } from "./verify-email-view";
import type { AuthViewProps } from "./view-props";

const VIEWS: Record<AuthViewName, (props: AuthViewProps) => React.ReactNode> = {
  "sign-in": SignInForm,
  "sign-up": SignUpForm,
  "forgot-password": ForgotPasswordForm,
  "reset-password": ResetPasswordForm,
  "verify-email": VerifyEmailView,
  device: DeviceView,
  error: AuthErrorView,
};

type SearchParams = Record<string, string | string[] | undefined>;

/** The one auth screen behind /auth/[view], /host/auth/[view] and /client/auth/[view]. */
export async function AuthView({
  area,
  view,
  searchParams,
}: {
  area: AuthArea;
  view: string;
  searchParams: SearchParams;
}) {
  if (!isAuthView(view)) notFound();
  const query = Object.fromEntries(
    Object.entries(searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const basePath = authBasePath(area);
  const callbackURL = safeReturnPath(query.callbackURL, areaHome(area));

  if (view === "device") {
    // Approving a device acts as the account, so it needs one first.
    const session = await getServerSession();
    if (!session) {
      const back = `${basePath}/device${query.user_code ? `?user_code=${encodeURIComponent(query.user_code)}` : ""}`;
      redirect(`${basePath}/sign-in?callbackURL=${encodeURIComponent(back)}`);
    }
  }
  if ((view === "sign-in" && !query.reauth) || view === "sign-up") {
    // Already signed in: nothing to do here (unless asked to sign in again for freshness).
    if (await getServerSession()) redirect(callbackURL);
  }

  const View = VIEWS[view];
  return (
    <View
      area={area}
      basePath={basePath}
      callbackURL={callbackURL}
      providers={getEnabledSocialProviders()}
      searchParams={query}
    />
  );
}
