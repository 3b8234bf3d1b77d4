"use client";

import { PencilIcon, ZapIcon } from "lucide-react";
import { toast } from "sonner";
import { formatRelativeTime } from "@/components/screens/format-relative-time";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api";
import type { AutomationDetail } from "@/lib/api-types";
import { describeEvent } from "@/lib/automations/describe-event";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { AutomationDialog } from "./automation-dialog";
import { DeleteAutomationButton } from "./delete-automation-button";
import { WebhookUrl } from "./webhook-url";

/** One automation: what triggers it, what it runs, when it last fired (live), its switch. */
export function AutomationCard({
  automation,
  shortcutName,
  hostTimezone,
  now,
}: {
  automation: AutomationDetail;
  shortcutName: string | null;
  hostTimezone: string;
  now: number;
}) {
  const update = useSyncMutation(api.automations.update);
  const webhook = automation.events.find((e) => e.type === "webhook");
  const conditions = automation.conditions.map((c) => c.expression);
  return (
    <li
      data-testid={`automation-${automation.name}`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ZapIcon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-bold">{automation.name}</h3>
          <ul className="text-sm text-muted-foreground">
            {automation.events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; order is stable.
              <li key={index}>{describeEvent(event, hostTimezone)}</li>
            ))}
          </ul>
          {conditions.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Only if <code className="font-mono text-foreground">{conditions.join(" and ")}</code>
            </p>
          )}
          <p className="text-sm">
            {shortcutName ? (
              <>
                Runs <span className="font-semibold">{shortcutName}</span>
              </>
            ) : (
              <span className="text-muted-foreground">Runs nothing yet — pick a shortcut</span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Switch
            aria-label={`${automation.name} enabled`}
            checked={automation.enabled}
            onCheckedChange={async (enabled) => {
              const result = await update({ automationId: automation.id, enabled });
              if (result !== undefined) {
                toast.success(`${automation.name} ${enabled ? "enabled" : "paused"}`);
              }
            }}
          />
          <AutomationDialog
            automation={automation}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Edit ${automation.name}`}>
                <PencilIcon />
              </Button>
            }
          />
          <DeleteAutomationButton automation={automation} />
        </div>
      </div>
      {webhook && "secret" in webhook && (
        <WebhookUrl automationId={automation.id} secret={webhook.secret} />
      )}
      <p className="text-xs text-muted-foreground" data-testid="last-fired">
        {automation.lastFiredAt === null ? (
          "Never fired"
        ) : (
          <>
            Last fired{" "}
            <time dateTime={new Date(automation.lastFiredAt).toISOString()}>
              {formatRelativeTime(automation.lastFiredAt, now)}
            </time>
          </>
        )}
      </p>
    </li>
  );
}
