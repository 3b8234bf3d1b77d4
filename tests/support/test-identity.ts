import http from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/**
 * A real JWT path for tests: an Ed25519 key pair (Better Auth's JWT plugin default), its
 * JWKS served over HTTP, and tokens minted with the same claims Better Auth issues.
 */
export type TestIdentityIssuer = {
  jwksUrl: string;
  issuer: string;
  mint: (claims: {
    sub: string;
    email?: string;
    name?: string;
    ttlSeconds?: number;
  }) => Promise<string>;
  close: () => Promise<void>;
};

export const TEST_ISSUER = "http://deckbot.test";

export async function startTestIdentityIssuer(): Promise<TestIdentityIssuer> {
  const { privateKey, publicKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "EdDSA", use: "sig" };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    jwksUrl: `http://127.0.0.1:${port}/api/auth/jwks`,
    issuer: TEST_ISSUER,
    async mint({ sub, email, name, ttlSeconds = 900 }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: email ?? `${sub}@example.com`, name: name ?? sub })
        .setProtectedHeader({ alg: "EdDSA", kid: "test-key" })
        .setSubject(sub)
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
