import "server-only";
import { timingSafeEqual } from "node:crypto";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import type * as z from "zod";
import type { AuthenticateMessage, impersonatedIdentity } from "@/lib/protocol/client-messages";
import type { Identity } from "@/server/functions/define";

export type TokenVerifierOptions = {
  /** Better Auth's JWKS (`/api/auth/jwks`); a function when the port is known only later. */
  jwksUrl?: string | (() => string);
  /** A key resolver instead of a URL (tests may pass jose's createLocalJWKSet). */
  getKey?: JWTVerifyGetKey;
  /** Expected `iss` and `aud` (APP_URL). */
  issuer?: string;
  audience?: string;
  /** SYNC_ADMIN_KEY; admin tokens are refused when unset. */
  adminKey?: string;
};

export type TokenVerifier = {
  verifyUser: (token: string) => Promise<Identity>;
  verifyAdmin: (
    key: string,
    impersonating: z.infer<typeof impersonatedIdentity> | undefined,
  ) => Identity;
};

export class AuthFailure extends Error {}

/**
 * User tokens are Better Auth JWTs checked against its JWKS with jose's remote key set
 * (defaults = SPEC §9: 5000 ms timeout, 30000 ms cooldown, 600000 ms cache age).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  let keys = options.getKey;
  const resolveKeys = (): JWTVerifyGetKey => {
    if (keys) return keys;
    const url = typeof options.jwksUrl === "function" ? options.jwksUrl() : options.jwksUrl;
    if (!url) throw new AuthFailure("This server does not accept user tokens (no JWKS configured)");
    keys = createRemoteJWKSet(new URL(url));
    return keys;
  };
  return {
    async verifyUser(token) {
      try {
        const { payload } = await jwtVerify(token, resolveKeys(), {
          ...(options.issuer ? { issuer: options.issuer } : {}),
          ...(options.audience ? { audience: options.audience } : {}),
          requiredClaims: ["sub", "exp"],
        });
        return {
          tokenType: "User",
          subject: String(payload.sub),
          email: typeof payload.email === "string" ? payload.email : null,
          name: typeof payload.name === "string" ? payload.name : null,
          admin: false,
          expiresAt: Number(payload.exp) * 1000,
        };
      } catch (error) {
        if (error instanceof AuthFailure) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new AuthFailure(`Could not verify token: ${reason}`);
      }
    },
    verifyAdmin(key, impersonating) {
      const expected = options.adminKey;
      const a = Buffer.from(key);
      const b = Buffer.from(expected ?? "");
      if (!expected || a.length !== b.length || !timingSafeEqual(a, b)) {
        throw new AuthFailure("Invalid admin key");
      }
      if (!impersonating) {
        return { tokenType: "Admin", subject: "admin", email: null, name: null, admin: true };
      }
      return {
        tokenType: "Admin",
        subject: impersonating.subject,
        email: impersonating.email ?? null,
        name: impersonating.name ?? null,
        admin: false,
      };
    },
  };
}

/** The identity an Authenticate frame asks for (None → signed out); throws AuthFailure. */
export async function verifyAuthenticate(
  verifier: TokenVerifier,
  message: AuthenticateMessage,
): Promise<Identity | null> {
  if (message.tokenType === "None") return null;
  if (message.tokenType === "User") return verifier.verifyUser(message.value);
  return verifier.verifyAdmin(message.value, message.impersonating ?? message.actingAs);
}
