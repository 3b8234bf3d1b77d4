import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type IssuerAccount = { sub: string; email: string; name: string; emailVerified: boolean };

/**
 * A real OpenID Connect provider (oidc-provider) on a free port. Its login and consent
 * interactions are answered in code: the account set with `signInAs` logs in and consents,
 * so a test follows the same redirects a browser would.
 */
export async function startOidcIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const accounts = new Map<string, IssuerAccount>();
  let current: string | null = null;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["oidc-issuer-test-key"] },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
          };
        },
      };
    },
  });

  const callback = provider.callback();
  server.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) {
      callback(req, res);
      return;
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (!current) throw new Error("no account chosen with signInAs()");
      if (details.prompt.name === "login") {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: current } },
          {
            mergeWithLastSubmission: false,
          },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: current, clientId: options.clientId });
      const missing = details.prompt.details.missingOIDCScope;
      grant.addOIDCScope(Array.isArray(missing) ? missing.join(" ") : "openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });

  return {
    issuer,
    addAccount(account: IssuerAccount) {
      accounts.set(account.sub, account);
    },
    signInAs(sub: string) {
      current = sub;
    },
    /**
     * Follows the provider's redirects from an authorization URL (with the provider's own
     * cookie jar) until it sends the browser back to the app; returns that URL.
     */
    async authorize(url: string, appOrigin: string): Promise<string> {
      const jar = new Map<string, string>();
      let next = url;
      for (let hop = 0; hop < 10; hop++) {
        if (next.startsWith(appOrigin)) return next;
        const res = await fetch(next, {
          redirect: "manual",
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const index = pair.indexOf("=");
          jar.set(pair.slice(0, index), pair.slice(index + 1));
        }
        const location = res.headers.get("location");
        if (!location)
          throw new Error(`issuer stopped at ${next}: ${res.status} ${await res.text()}`);
        next = new URL(location, next).toString();
      }
      throw new Error("too many redirects at the issuer");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
