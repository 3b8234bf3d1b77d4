"use client";

import { BotIcon } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { SettingsSection } from "./settings-section";

/** Whether the host agent is connected (`$agent_online`), and how to connect one. */
export function AgentSection() {
  const { data } = useSyncQuery(api.variables.list, {});
  const online = data?.find((variable) => variable.key === "$agent_online")?.value === true;
  return (
    <SettingsSection
      id="agent"
      title="Host agent"
      description="The agent runs on the computer you automate: keys, apps, commands and OBS."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <BotIcon className="size-5" aria-hidden />
          </span>
          {!data ? (
            <Skeleton className="h-5 w-40" aria-label="Loading agent status" />
          ) : online ? (
            <Badge data-testid="agent-status">Agent online</Badge>
          ) : (
            <Badge variant="secondary" data-testid="agent-status">
              No agent connected
            </Badge>
          )}
        </div>
        <Button asChild variant={online ? "outline" : "default"}>
          <Link href="/host/auth/device">
            {online ? "Connect another agent" : "Connect an agent"}
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Run <code className="font-mono text-foreground">npm run agent</code> on the computer you
        want to automate and enter its code to connect it. Shortcut steps that press keys, type text
        or talk to OBS wait for it.
      </p>
    </SettingsSection>
  );
}
