"use client";

import { MonitorSmartphoneIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/** Dashboard card: which paired devices are online right now (live from presence). */
export function ClientsOnlinePanel() {
  const { data: devices } = useSyncQuery(api.connections.list, {});
  const online = devices?.filter((d) => d.online) ?? [];
  return (
    <Card data-testid="clients-online">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphoneIcon className="size-5" aria-hidden />
          Clients online
        </CardTitle>
        <CardDescription>
          {devices === undefined
            ? "Checking…"
            : `${online.length} of ${devices.filter((d) => d.status === "active").length} paired devices`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {devices === undefined ? (
          <Skeleton className="h-10 w-full" />
        ) : online.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No device is connected.{" "}
            {devices.length === 0 && (
              <Link href="/host/settings" className="font-semibold text-primary underline">
                Pair one in Settings
              </Link>
            )}
          </p>
        ) : (
          <ul aria-label="Online devices" className="grid gap-2">
            {online.map((device) => (
              <li key={device.id} className="flex items-center gap-2 text-sm">
                <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                <span className="font-semibold">{device.deviceName}</span>
                <span className="truncate text-muted-foreground">
                  {device.clientName} · {device.role === "controller" ? "can press" : "view only"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
