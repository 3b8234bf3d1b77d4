"use client";

import { ConfirmDeleteButton } from "@/components/app/confirm-delete-button";
import { api } from "@/lib/api";
import type { VariableListItem } from "@/lib/api-types";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Deletes a variable after asking; buttons showing it fall back to an empty value. */
export function DeleteVariableButton({ variable }: { variable: VariableListItem }) {
  const remove = useSyncMutation(api.variables.remove);
  return (
    <ConfirmDeleteButton name={variable.key} onDelete={() => remove({ variableId: variable.id })}>
      Labels that show <code className="font-mono">{`{{${variable.key}}}`}</code> and shortcuts that
      change it will no longer find it.
    </ConfirmDeleteButton>
  );
}
