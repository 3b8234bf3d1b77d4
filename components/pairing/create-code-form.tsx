"use client";

import { KeyRoundIcon, LoaderCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api";
import type { ClientRole } from "@/lib/schemas/connection";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Role and auto-approve for the next code, and the button that makes it. */
export function CreateCodeForm() {
  const createCode = useSyncMutation(api.pairing.createCode);
  const [role, setRole] = useState<ClientRole>("controller");
  const [autoApprove, setAutoApprove] = useState(false);
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const autoId = useId();

  async function create() {
    setBusy(true);
    await createCode({ role, autoApprove });
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={roleId}>The device may</Label>
        <Select value={role} onValueChange={(value) => setRole(value as ClientRole)}>
          <SelectTrigger id={roleId} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="controller">Press buttons</SelectItem>
            <SelectItem value="viewer">Only watch</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="flex h-9 items-center gap-2">
        <Switch id={autoId} checked={autoApprove} onCheckedChange={setAutoApprove} />
        <Label htmlFor={autoId}>Approve automatically</Label>
      </div>
      <Button onClick={create} disabled={busy}>
        {busy ? <LoaderCircleIcon className="animate-spin" /> : <KeyRoundIcon />}
        Create pairing code
      </Button>
    </div>
  );
}
