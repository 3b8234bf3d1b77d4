"use client";

import { toast } from "sonner";
import { api } from "@/lib/api";
import type { ShortcutDetail } from "@/lib/api-types";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Create, rename, duplicate and delete, each with its toast; failures toast in the hook. */
export function useShortcutActions(onSelect: (id: string | null) => void) {
  const create = useSyncMutation(api.shortcuts.create);
  const update = useSyncMutation(api.shortcuts.update);
  const remove = useSyncMutation(api.shortcuts.remove);

  return {
    async create(name: string): Promise<boolean> {
      const id = await create({ name });
      if (!id) return false;
      toast.success(`Created “${name}”`);
      onSelect(id);
      return true;
    },
    async rename(shortcut: ShortcutDetail, name: string): Promise<boolean> {
      const done = (await update({ shortcutId: shortcut.id, name })) !== undefined;
      if (done) toast.success(`Renamed to “${name}”`);
      return done;
    },
    async duplicate(shortcut: ShortcutDetail) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = shortcut;
      const name = `${shortcut.name} (copy)`.slice(0, 100);
      const id = await create({ ...fields, name });
      if (!id) return;
      toast.success(`Duplicated as “${name}”`);
      onSelect(id);
    },
    async remove(shortcut: ShortcutDetail, selectedId: string | null) {
      const done = (await remove({ shortcutId: shortcut.id })) !== undefined;
      if (!done) return;
      toast.success(`Deleted “${shortcut.name}”`);
      if (selectedId === shortcut.id) onSelect(null);
    },
  };
}
