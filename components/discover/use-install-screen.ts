"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** "Add to my screens": installs a copy and offers to open it in the editor. */
export function useInstallScreen() {
  const router = useRouter();
  const install = useSyncMutation(api.discover.install);
  const [installing, setInstalling] = useState<string | null>(null);

  async function installScreen(screen: { id: string; name: string }): Promise<string | null> {
    setInstalling(screen.id);
    const copyId = await install({ screenId: screen.id });
    setInstalling(null);
    if (!copyId) return null;
    const href = `/host/screens/${copyId}/edit`;
    toast.success(`Added “${screen.name}” to your screens`, {
      description: "Its variables and shortcuts are yours now too.",
      action: { label: "Edit the copy", onClick: () => router.push(href) },
    });
    return copyId;
  }

  return { installScreen, installing };
}
