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
import type { AutomationDetail } from "@/lib/api-types";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Deletes an automation after asking; its webhook URL stops working. */
export function DeleteAutomationButton({ automation }: { automation: AutomationDetail }) {
  const remove = useSyncMutation(api.automations.remove);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${automation.name}`}>
          <Trash2Icon />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {automation.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            It stops firing at once, and a webhook URL it had stops working. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={async () => {
              const result = await remove({ automationId: automation.id });
              if (result !== undefined) toast.success(`Deleted ${automation.name}`);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
