"use client";

import { useCallback } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api";
import type { HostSettingsPatch } from "@/lib/settings/host-settings";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** `settings:update` with a success toast naming what changed (failures toast their reason). */
export function useUpdateSettings() {
  const update = useSyncMutation(api.settings.update);
  return useCallback(
    async (patch: HostSettingsPatch, saved: string): Promise<boolean> => {
      const result = await update(patch);
      if (result === undefined) return false;
      toast.success(saved);
      return true;
    },
    [update],
  );
}
