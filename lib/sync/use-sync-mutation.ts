"use client";

import { useMutation } from "convex/react";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/errors";

/**
 * A mutation that toasts its failure with the server's message and resolves to undefined
 * instead of throwing, so button handlers stay simple. Offline mutations are queued and
 * resent by the client; the leave-page prompt guards them.
 */
export function useSyncMutation<Mutation extends FunctionReference<"mutation">>(
  mutation: Mutation,
) {
  const run = useMutation(mutation);
  return useCallback(
    async (args: FunctionArgs<Mutation>): Promise<FunctionReturnType<Mutation> | undefined> => {
      try {
        return await run(args as never);
      } catch (error) {
        toast.error(getErrorMessage(error));
        return undefined;
      }
    },
    [run],
  );
}
