"use client";

import { CheckIcon, UserCheckIcon, XIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/** Dashboard card: devices waiting for the host's approval, approved or declined in place. */
export function PendingApprovalsPanel() {
  const { data: devices } = useSyncQuery(api.connections.list, {});
  const approve = useSyncMutation(api.connections.approve);
  const revoke = useSyncMutation(api.connections.revoke);
  const pending = devices?.filter((d) => d.status === "pending") ?? [];
  return (
    <Card data-testid="pending-approvals">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheckIcon className="size-5" aria-hidden />
          Pending approvals
        </CardTitle>
        <CardDescription>
          {pending.length === 0
            ? "Nobody is waiting."
            : `${pending.length} device${pending.length === 1 ? "" : "s"} waiting`}
        </CardDescription>
      </CardHeader>
      {(devices === undefined || pending.length > 0) && (
        <CardContent>
          {devices === undefined ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <ul aria-label="Devices waiting for approval" className="grid gap-2">
              {pending.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center gap-2">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-semibold">{device.deviceName}</p>
                    <p className="truncate text-muted-foreground">
                      {device.clientName} · {device.clientEmail}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    onClick={async () => {
                      const done = await approve({ connectionId: device.id });
                      if (done !== undefined) toast.success(`${device.deviceName} approved`);
                    }}
                  >
                    <CheckIcon />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Decline ${device.deviceName}`}
                    onClick={async () => {
                      const done = await revoke({ connectionId: device.id });
                      if (done !== undefined) toast.success(`${device.deviceName} declined`);
                    }}
                  >
                    <XIcon />
                    Decline
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      )}
    </Card>
  );
}
