import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { freshSessionMiddleware } from "better-auth/api";

/** Session changes that SPEC §6 reserves for a fresh session (signed in within freshAge). */
const FRESH_SESSION_PATHS = new Set(["/revoke-session", "/revoke-sessions", "/revoke-other-sessions"]);

/**
 * Better Auth 1.7.25 only asks for a signed-in user on the revoke endpoints; SPEC §6 and
 * ASVS 7.5.1 want re-authentication first, answered with 'Session is not fresh' (403).
 */
export function requireFreshSession(): BetterAuthPlugin {
  return {
    id: "deckbot-require-fresh-session",
    hooks: {
      before: [
        {
          matcher: (context) => FRESH_SESSION_PATHS.has(context.path ?? ""),
          handler: freshSessionMiddleware,
        },
      ],
    },
  };
}
