/** The three places an auth view can live (SPEC §2) and where each lands after sign-in. */
export type AuthArea = "web" | "host" | "client";

export const AUTH_VIEWS = [
  "sign-in",
  "sign-up",
  "forgot-password",
  "reset-password",
  "verify-email",
  "device",
  "error",
] as const;
export type AuthViewName = (typeof AUTH_VIEWS)[number];

export function isAuthView(view: string): view is AuthViewName {
  return (AUTH_VIEWS as readonly string[]).includes(view);
}

export function authBasePath(area: AuthArea): string {
  return area === "web" ? "/auth" : `/${area}/auth`;
}

export function areaHome(area: AuthArea): string {
  return area === "web" ? "/" : `/${area}`;
}

export function accountPath(area: AuthArea): string {
  return area === "web" ? "/account" : `/${area}/account`;
}

/**
 * A same-site path to return to, or the fallback. The server refuses foreign callback URLs
 * too; this keeps the browser from even trying (no `//host` or `https://…` targets).
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
