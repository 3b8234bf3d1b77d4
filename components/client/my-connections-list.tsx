"use client";

import { LinkIcon, LogOutIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { EmptyState } from "@/components/app/empty-state";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import type { ClientConnection } from "@/lib/schemas/connection";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

const STATUS_TEXT: Record<ClientConnection["status"], string> = {
  pending: "Waiting for approval",
  active: "Connected",
  blocked: "Blocked by the host",
};

/** The hosts this account is paired with, live: approval, role, host online, leave. */
export function MyConnectionsList() {
  const { data: connections } = useSyncQuery(api.connections.hosts, {});
  const leave = useSyncMutation(api.connections.leave);
  const [leaving, setLeaving] = useState<ClientConnection | null>(null);

  async function confirmLeave(connection: ClientConnection) {
    setLeaving(null);
    const result = await leave({ connectionId: connection.connectionId });
    if (result !== undefined) toast.success(`Left ${connection.hostName}`);
  }

  if (connections === undefined) {
    return (
      <section aria-busy aria-label="Loading connections" className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </section>
    );
  }
  if (connections.length === 0) {
    return (
      <EmptyState Icon={LinkIcon} title="This account is not paired with a host yet">
        Enter a pairing code above. Once the host approves, its screens appear on the Screens page.
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label="My connections" className="grid gap-3">
        {connections.map((connection) => (
          <li
            key={connection.connectionId}
            data-testid="my-connection"
            data-status={connection.status}
            className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4"
          >
            <span
              aria-hidden
              className={`size-2.5 shrink-0 rounded-full ${
                connection.status === "active" && connection.hostOnline
                  ? "bg-emerald-500"
                  : "bg-muted-foreground/40"
              }`}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-bold">{connection.hostName}</p>
              <p className="text-sm text-muted-foreground">
                {STATUS_TEXT[connection.status]}
                {connection.status === "active" &&
                  (connection.hostOnline ? " · host online" : " · host offline")}{" "}
                · as “{connection.deviceName}”
              </p>
            </div>
            <Badge variant={connection.role === "controller" ? "secondary" : "outline"}>
              {connection.role === "controller" ? "Can press" : "View only"}
            </Badge>
            {connection.status !== "blocked" && (
              <Button variant="outline" size="sm" onClick={() => setLeaving(connection)}>
                <LogOutIcon />
                Leave
              </Button>
            )}
          </li>
        ))}
      </ul>
      <AlertDialog open={leaving !== null} onOpenChange={(open) => !open && setLeaving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave {leaving?.hostName}?</AlertDialogTitle>
            <AlertDialogDescription>
              Their screens disappear from this account. To come back you need a new pairing code.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Stay</AlertDialogCancel>
            <AlertDialogAction onClick={() => leaving && confirmLeave(leaving)}>
              Leave
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
