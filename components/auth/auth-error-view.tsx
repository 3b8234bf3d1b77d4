import { getRedirectErrorMessage } from "@/lib/auth/error-messages";
import { AuthCard, FormError, TextLink } from "./form-parts";
import type { AuthViewProps } from "./view-props";

/** Where failed social sign-ins land (errorCallbackURL): the code, readably, and a way back. */
export function AuthErrorView({ basePath, searchParams }: AuthViewProps) {
  const code = searchParams.error ?? "internal_server_error";
  return (
    <AuthCard
      title="Sign-in failed"
      footer={<TextLink href={`${basePath}/sign-in`}>Back to sign in</TextLink>}
    >
      <FormError message={getRedirectErrorMessage(code)} />
      <p className="mt-3 text-xs text-muted-foreground">
        Error code: <code className="font-mono">{code}</code>
      </p>
    </AuthCard>
  );
}
