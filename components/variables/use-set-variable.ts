"use client";

import { useMutation } from "convex/react";
import { useCallback } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api";
import { getErrorMessage } from "@/lib/errors";
import type { JsonValue } from "@/lib/schemas/common";

/**
 * `variables:set` that answers whether it worked, so an inline editor can keep its new
 * value on screen at once and roll back only when the server refuses (with its message).
 */
export function useSetVariable() {
  const run = useMutation(api.variables.set);
  return useCallback(
    async (key: string, value: JsonValue): Promise<boolean> => {
      try {
        await run({ key, value });
        return true;
      } catch (error) {
        toast.error(getErrorMessage(error));
        return false;
      }
    },
    [run],
  );
}
