"use client";

import { toast } from "sonner";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { api } from "@/lib/api";
import { VISIBILITIES, type Visibility } from "@/lib/schemas/screen";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { VISIBILITY_LABELS } from "./visibility-badge";

export function VisibilitySelect({
  screen,
}: {
  screen: { id: string; name: string; visibility: Visibility };
}) {
  const update = useSyncMutation(api.screens.update);

  async function change(value: string) {
    const visibility = VISIBILITIES.find((option) => option === value);
    if (!visibility || visibility === screen.visibility) return;
    const result = await update({ screenId: screen.id, visibility });
    if (result !== undefined) {
      toast.success(`“${screen.name}” is now ${VISIBILITY_LABELS[visibility].toLowerCase()}`);
    }
  }

  return (
    <Select value={screen.visibility} onValueChange={change}>
      <SelectTrigger aria-label={`Visibility of ${screen.name}`} className="h-8 w-32">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {VISIBILITIES.map((visibility) => (
          <SelectItem key={visibility} value={visibility}>
            {VISIBILITY_LABELS[visibility]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
