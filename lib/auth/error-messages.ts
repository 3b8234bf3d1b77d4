/**
 * Readable sentences for Better Auth's error codes (SPEC §8) and the codes it appends to
 * redirect URLs. Unknown codes fall back to the server's message, never to a raw code.
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: "Enter a valid email address.",
  INVALID_PASSWORD: "That password is not right.",
  EMAIL_NOT_VERIFIED: "Verify your email first. We sent you a new link.",
  USER_ALREADY_EXISTS: "User already exists. Use another email.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters.",
  PASSWORD_TOO_LONG: "Password must be at most 128 characters.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "This account has no password. Sign in with your provider.",
  SESSION_EXPIRED: "Session expired. Re-authenticate to perform this action.",
  SESSION_NOT_FRESH: "For your security, sign in again to do this.",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "You can't unlink your last account.",
  ACCOUNT_NOT_FOUND: "Account not found.",
  PROVIDER_NOT_FOUND: "This sign-in provider is not available.",
  INVALID_TOKEN: "This link is invalid or has expired. Ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
  FAILED_TO_CREATE_SESSION: "We couldn't sign you in. Try again.",
  FAILED_TO_GET_SESSION: "Your session ended. Sign in again.",
  EMAIL_ALREADY_VERIFIED: "Your email is already verified.",
  EMAIL_MISMATCH: "You can only send a verification email to your own email.",
  UNAUTHORIZED: "Sign in to continue.",
  please_restart_the_process: "The sign-in took too long. Start again.",
  state_not_found: "The sign-in took too long. Start again.",
  state_mismatch: "The sign-in could not be confirmed. Start again.",
  invalid_callback_request: "The provider's answer was not valid. Start again.",
  no_code: "The provider did not finish the sign-in. Start again.",
  oauth_provider_not_found: "This sign-in provider is not available.",
  invalid_code: "The provider refused the sign-in code. Start again.",
  unable_to_get_user_info: "The provider did not share your profile.",
  no_callback_url: "The sign-in has nowhere to return to. Start again.",
  unable_to_link_account: "That account could not be linked.",
  "email_doesn't_match": "That account uses a different email.",
  account_already_linked_to_different_user: "That account is already linked to another user.",
  email_not_found: "The provider did not share your email address.",
  account_not_linked: "An account with this email exists. Sign in with it, then link this one.",
  signup_disabled: "New accounts cannot be created right now.",
  unable_to_create_user: "We couldn't create your account. Try again.",
  unable_to_create_session: "We couldn't sign you in. Try again.",
  internal_server_error: "Something went wrong on our side. Try again.",
  invalid_token: "This link is invalid or has expired. Ask for a new one.",
  token_expired: "This link has expired. Ask for a new one.",
  user_not_found: "No account uses this email anymore.",
  unauthorized: "Sign in to continue.",
  access_denied: "The request was denied.",
  expired_token: "This code has expired. Start again on your device.",
  invalid_request: "This code is not valid. Check it and try again.",
};

export type AuthErrorLike = { code?: string; message?: string; status?: number } | null;

export function getAuthErrorMessage(error: AuthErrorLike | undefined): string {
  if (!error) return "Something went wrong. Try again.";
  if (error.status === 429) return "Too many attempts. Wait a few seconds and try again.";
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code]!;
  if (error.message) return error.message;
  return "Something went wrong. Try again.";
}

/** For `?error=` codes that redirects bring back. */
export function getRedirectErrorMessage(code: string): string {
  return MESSAGES[code] ?? MESSAGES[code.toUpperCase()] ?? `Sign-in failed (${code}).`;
}
