"use client";

import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import type { VariableListItem } from "@/lib/api-types";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Deletes a variable after asking; buttons showing it fall back to an empty value. */
export function DeleteVariableButton({ variable }: { variable: VariableListItem }) {
  const remove = useSyncMutation(api.variables.remove);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${variable.key}`}>
          <Trash2Icon />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {variable.key}?</AlertDialogTitle>
          <AlertDialogDescription>
            Labels that show <code className="font-mono">{`{{${variable.key}}}`}</code> and
            shortcuts that change it will no longer find it. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={async () => {
              const result = await remove({ variableId: variable.id });
              if (result !== undefined) toast.success(`Deleted ${variable.key}`);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
