"use client";

import { SmartphoneIcon } from "lucide-react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { CreateCodeForm } from "./create-code-form";
import { DeviceRow } from "./device-row";
import { PairingCodeCard } from "./pairing-code-card";

/** Host settings: make pairing codes and manage every paired device, live. */
export function PairingPanel() {
  const { data: codes } = useSyncQuery(api.pairing.codes, {});
  const { data: devices } = useSyncQuery(api.connections.list, {});
  const cancel = useSyncMutation(api.pairing.cancel);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pair a device</CardTitle>
        <CardDescription>
          Open Deckbot on a phone or tablet, go to Connection and enter the code, or scan the QR
          code. Codes work once and for 10 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CreateCodeForm />
        {codes && codes.length > 0 && (
          <ul aria-label="Pairing codes" className="grid gap-3">
            {codes.map((code) => (
              <PairingCodeCard
                key={code.id}
                code={code}
                onCancel={async () => {
                  const done = await cancel({ codeId: code.id });
                  if (done !== undefined) toast.success("Code cancelled");
                }}
              />
            ))}
          </ul>
        )}
        <section aria-labelledby="paired-devices" className="flex flex-col gap-3">
          <h3 id="paired-devices" className="font-bold">
            Paired devices
          </h3>
          {devices === undefined ? (
            <Skeleton className="h-16 w-full" />
          ) : devices.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <SmartphoneIcon className="size-4" aria-hidden />
              No device is paired yet. Create a code above to add one.
            </p>
          ) : (
            <ul aria-label="Paired devices" className="grid gap-2">
              {devices.map((device) => (
                <DeviceRow key={device.id} device={device} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
