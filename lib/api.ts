import { makeFunctionReference } from "convex/server";
import type { StorageBucket, StoredAsset } from "@/lib/storage/limits";

/**
 * Typed references to the server's functions (server/functions/<module>.ts), shared with
 * the browser so names and types are written once. Keys mirror `module:export` paths.
 */
export type Me = { id: string; email: string | null; name: string | null };

export const api = {
  assets: {
    list: makeFunctionReference<"query", { bucket?: StorageBucket }, StoredAsset[]>("assets:list"),
    remove: makeFunctionReference<"mutation", { assetId: string }, null>("assets:remove"),
  },
  users: {
    me: makeFunctionReference<"query", Record<string, never>, Me | null>("users:me"),
  },
};
