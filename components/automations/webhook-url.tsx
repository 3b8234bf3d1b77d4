"use client";

import { CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { buildWebhookUrl } from "@/lib/automations/describe-event";

/** The webhook's URL (it holds the secret, so it is shown in a field and copied whole). */
export function WebhookUrl({ automationId, secret }: { automationId: string; secret: string }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const url = buildWebhookUrl(origin, automationId, secret);
  return (
    <div className="flex items-center gap-2">
      <input
        readOnly
        aria-label="Webhook URL"
        value={url}
        data-testid="webhook-url"
        className="h-8 min-w-0 flex-1 rounded-md border bg-muted/40 px-2 font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            toast.success("Webhook URL copied");
          } catch {
            toast.error("Could not copy: select the URL and copy it yourself");
          }
        }}
      >
        <CopyIcon />
        Copy
      </Button>
    </div>
  );
}
