"use client";

import { useCallback, useEffect, useState } from "react";
import type { AuthErrorLike } from "@/lib/auth/error-messages";

type Result<T> = { data: T | null; error: AuthErrorLike };

/** Loads a list from the auth client and reloads it on demand (after a revoke, a link…). */
export function useAuthList<T>(load: () => Promise<Result<T[]>>, key: unknown) {
  const [state, setState] = useState<{ items: T[] | null; error: AuthErrorLike }>({
    items: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the reload trigger
  const reload = useCallback(async () => {
    const { data, error } = await load();
    setState({ items: data ?? [], error: error ?? null });
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, loading: state.items === null, reload };
}
