"use client";

import { LinkIcon, LoaderCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api";
import { PAIRING_CODE_LENGTH } from "@/lib/schemas/connection";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { guessDeviceName } from "./guess-device-name";

/** Enter a host's pairing code (prefilled from `?code=` when a QR code was scanned). */
export function RedeemCodeForm({ initialCode }: { initialCode: string }) {
  const redeem = useSyncMutation(api.connections.redeem);
  const router = useRouter();
  const [code, setCode] = useState(initialCode);
  const [deviceName, setDeviceName] = useState("");
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const nameId = useId();

  useEffect(() => {
    setDeviceName((name) => name || guessDeviceName(navigator.userAgent));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await redeem({ code, deviceName, platform: navigator.platform || undefined });
    setBusy(false);
    if (!result) return;
    setCode("");
    // Drop `?code=` so a reload does not try the used code again.
    router.replace("/client/connection", { scroll: false });
    if (result.status === "active") toast.success("Connected. The host's screens are ready.");
    else toast.info("Request sent. The host needs to approve this device.");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pair with a host</CardTitle>
        <CardDescription>
          On the host, open Settings and create a pairing code. It has {PAIRING_CODE_LENGTH}{" "}
          characters and works for 10 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={codeId}>Pairing code</Label>
            <Input
              id={codeId}
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              placeholder="ABCD2345"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PAIRING_CODE_LENGTH + 4}
              className="font-mono text-lg tracking-[0.2em] uppercase"
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={nameId}>This device</Label>
            <Input
              id={nameId}
              value={deviceName}
              onChange={(event) => setDeviceName(event.target.value)}
              maxLength={60}
              required
            />
          </div>
          <Button type="submit" disabled={busy || code.trim().length === 0}>
            {busy ? <LoaderCircleIcon className="animate-spin" /> : <LinkIcon />}
            Connect
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
