"use client";

import { convexQuery } from "@convex-dev/react-query";
import { useQuery } from "@tanstack/react-query";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { useEffect } from "react";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/errors";

/**
 * A live query through TanStack Query (cached 5 min, shared by every component asking
 * for it). A failure shows one toast with the server's message.
 */
export function useSyncQuery<Query extends FunctionReference<"query">>(
  query: Query,
  args: FunctionArgs<Query>,
) {
  const result = useQuery(convexQuery(query, args as never));
  const error = result.error;
  useEffect(() => {
    if (error) toast.error(getErrorMessage(error));
  }, [error]);
  return result as typeof result & { data: FunctionReturnType<Query> | undefined };
}
