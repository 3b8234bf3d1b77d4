"use client";

import { ConfirmDeleteButton } from "@/components/app/confirm-delete-button";
import { api } from "@/lib/api";
import type { AutomationDetail } from "@/lib/api-types";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Deletes an automation after asking; its webhook URL stops working. */
export function DeleteAutomationButton({ automation }: { automation: AutomationDetail }) {
  const remove = useSyncMutation(api.automations.remove);
  return (
    <ConfirmDeleteButton
      name={automation.name}
      onDelete={() => remove({ automationId: automation.id })}
    >
      It stops firing at once, and a webhook URL it had stops working.
    </ConfirmDeleteButton>
  );
}
