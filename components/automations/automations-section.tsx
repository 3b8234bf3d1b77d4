"use client";

import { PlusIcon, ZapIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { AutomationCard } from "./automation-card";
import { AutomationDialog } from "./automation-dialog";
import { useNow } from "./use-now";

/**
 * Automations on /host/shortcuts: run a shortcut when something happens (a variable
 * changes, a schedule, a webhook, a device connects…). Live: last fired updates as it fires.
 */
export function AutomationsSection() {
  const { data: automations } = useSyncQuery(api.automations.list, {});
  const { data: shortcuts } = useSyncQuery(api.shortcuts.list, {});
  const { data: settings } = useSyncQuery(api.settings.get, {});
  const now = useNow();
  const names = new Map(shortcuts?.map((s) => [s.id, s.name]));
  const createButton = (label: string, variant: "default" | "outline" = "default") => (
    <AutomationDialog
      trigger={
        <Button variant={variant}>
          <PlusIcon />
          {label}
        </Button>
      }
    />
  );

  return (
    <section aria-labelledby="automations" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="automations" className="text-xl font-extrabold tracking-tight">
            Automations
          </h2>
          <p className="text-sm text-muted-foreground">
            Run a shortcut by itself: on a schedule, when a variable changes, from a webhook.
          </p>
        </div>
        {automations && automations.length > 0 && createButton("New automation")}
      </div>
      {!automations ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Loading automations">
          {[0, 1].map((i) => (
            <li key={i} className="flex gap-3 rounded-xl border p-4">
              <Skeleton className="size-9" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-64" />
              </div>
            </li>
          ))}
        </ul>
      ) : automations.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-muted/20 px-6 py-10 text-center">
          <ZapIcon className="size-8 text-primary" aria-hidden />
          <p className="max-w-md text-sm text-muted-foreground">
            For example: every weekday at 9:00 run “Start of day”, or when{" "}
            <code className="font-mono text-foreground">viewers &gt; 100</code> becomes true run
            “Celebrate”.
          </p>
          {createButton("Create an automation", "outline")}
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {automations.map((automation) => (
            <AutomationCard
              key={automation.id}
              automation={automation}
              shortcutName={
                automation.shortcutId ? (names.get(automation.shortcutId) ?? null) : null
              }
              hostTimezone={settings?.timezone ?? "UTC"}
              now={now}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
