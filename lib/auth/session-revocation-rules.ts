import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import * as z from "zod";

/** Session changes that SPEC §6 reserves for a fresh session (signed in within freshAge). */
const FRESH_SESSION_PATHS = new Set([
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);

const revokeBody = z.object({ token: z.string() });

/**
 * SPEC §6/§8 rules Better Auth 1.7.25 no longer applies on its own: revoking needs a fresh
 * session ('Session is not fresh', 403; ASVS 7.5.1); an unknown token answers 'Session not
 * found' (400) and someone else's session Unauthorized (401) instead of a silent success.
 * Without a session the endpoint's own middleware answers 401.
 */
export function sessionRevocationRules(): BetterAuthPlugin {
  return {
    id: "deckbot-session-revocation-rules",
    hooks: {
      before: [
        {
          matcher: (context) => FRESH_SESSION_PATHS.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            const freshAge = ctx.context.sessionConfig.freshAge * 1000;
            const age = Date.now() - new Date(session.session.createdAt).getTime();
            if (freshAge !== 0 && age >= freshAge) {
              throw APIError.from("FORBIDDEN", {
                code: "SESSION_NOT_FRESH",
                message: "Session is not fresh",
              });
            }
            if (ctx.path !== "/revoke-session") return;
            const body = revokeBody.safeParse(ctx.body);
            if (!body.success) return;
            const target = await ctx.context.internalAdapter.findSession(body.data.token);
            if (!target) {
              throw APIError.from("BAD_REQUEST", {
                code: "SESSION_NOT_FOUND",
                message: "Session not found",
              });
            }
            if (target.session.userId !== session.user.id) {
              throw APIError.from("UNAUTHORIZED", {
                code: "UNAUTHORIZED",
                message: "Unauthorized",
              });
            }
          }),
        },
      ],
    },
  };
}
