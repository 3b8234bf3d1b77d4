import type { AuthArea } from "@/lib/auth/areas";
import type { EnabledProvider } from "@/lib/auth/social-providers-public";

/** What the server-side AuthView hands every client view. */
export type AuthViewProps = {
  area: AuthArea;
  /** `/auth`, `/host/auth` or `/client/auth`. */
  basePath: string;
  /** Where to go once signed in: a safe same-site path. */
  callbackURL: string;
  providers: EnabledProvider[];
  /** The raw query, for tokens and error codes brought back by redirects. */
  searchParams: Record<string, string | undefined>;
};
