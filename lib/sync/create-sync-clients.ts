import { ConvexQueryClient } from "@convex-dev/react-query";
import { QueryClient } from "@tanstack/react-query";
import { ConvexReactClient } from "convex/react";
import { fetchAuthToken } from "./fetch-auth-token";

/** SPEC §9 query cache: 5 min garbage collection, 3 retries, backoff min(1000·2^n, 30000) ms. */
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export function getRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Server renders never open a socket (the client connects lazily and TanStack does not
 * fetch during SSR), so this address is never dialled; it only satisfies the constructor.
 */
const SERVER_RENDER_ADDRESS = "http://localhost:3000";

export type SyncClients = {
  convex: ConvexReactClient;
  convexQueryClient: ConvexQueryClient;
  queryClient: QueryClient;
};

/**
 * The official Convex client on this origin (no trailing slash: it would give `//api/…`),
 * authenticated with Better Auth JWTs, wired into TanStack Query.
 */
export function createSyncClients(): SyncClients {
  const inBrowser = typeof window !== "undefined";
  const convex = new ConvexReactClient(inBrowser ? window.location.origin : SERVER_RENDER_ADDRESS, {
    // SPEC §8: "Are you sure you want to leave? Your changes may not be saved."
    unsavedChangesWarning: inBrowser,
  });
  if (inBrowser) convex.setAuth(() => fetchAuthToken());
  const convexQueryClient = new ConvexQueryClient(convex, {
    dangerouslyUseInconsistentQueriesDuringSSR: true,
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn: convexQueryClient.hashFn(),
        queryFn: convexQueryClient.queryFn(),
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay: getRetryDelay,
      },
    },
  });
  convexQueryClient.connect(queryClient);
  return { convex, convexQueryClient, queryClient };
}
