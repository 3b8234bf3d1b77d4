"use client";

import { CopyIcon, XIcon } from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { PairingCodeSummary } from "@/lib/schemas/connection";
import { formatCountdown, useCountdown } from "./use-countdown";

/** One live code: readable text, a QR code to the client's connect page, and its countdown. */
export function PairingCodeCard({
  code,
  onCancel,
}: {
  code: PairingCodeSummary;
  onCancel: () => void;
}) {
  const left = useCountdown(code.expiresAt);
  const [link, setLink] = useState("");
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    const url = `${window.location.origin}/client/connection?code=${code.code}`;
    setLink(url);
    QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: "M" })
      .then(setQr)
      .catch(() => setQr(null));
  }, [code.code]);

  if (left === 0) return null;
  const spaced = `${code.code.slice(0, 4)} ${code.code.slice(4)}`;
  return (
    <li
      data-testid="pairing-code"
      data-code={code.code}
      className="flex flex-col items-center gap-4 rounded-xl border bg-card p-4 sm:flex-row sm:items-start"
    >
      <div className="size-40 shrink-0 overflow-hidden rounded-lg bg-white p-1">
        {qr ? (
          // A data URL made in the browser: next/image adds nothing here.
          // biome-ignore lint/performance/noImgElement: generated QR data URL.
          <img src={qr} alt={`QR code to pair with code ${spaced}`} className="size-full" />
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
        <p className="font-mono text-3xl font-bold tracking-[0.15em]">
          <span className="sr-only">Pairing code </span>
          {spaced}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{code.role === "controller" ? "Can press" : "View only"}</Badge>
          {code.autoApprove && <Badge variant="secondary">Auto-approve</Badge>}
          <span>
            Expires in <time aria-live="off">{formatCountdown(left)}</time>
          </span>
        </div>
        <p className="max-w-full truncate text-xs text-muted-foreground">{link}</p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              navigator.clipboard
                .writeText(link)
                .then(() => toast.success("Link copied"))
                .catch(() => toast.error("Could not copy. Select the link and copy it."))
            }
          >
            <CopyIcon />
            Copy link
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            <XIcon />
            Cancel code
          </Button>
        </div>
      </div>
    </li>
  );
}
