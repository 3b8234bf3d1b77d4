"use client";

import {
  BanIcon,
  CheckIcon,
  EllipsisVerticalIcon,
  LayoutGridIcon,
  PencilIcon,
  UnlinkIcon,
} from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatRelativeTime } from "@/components/screens/format-relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { api } from "@/lib/api";
import type { ClientRole, HostConnection } from "@/lib/schemas/connection";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { DeviceScreensDialog } from "./device-screens-dialog";
import { RenameDeviceDialog } from "./rename-device-dialog";

/** One paired device with everything the host can do to it. */
export function DeviceRow({ device }: { device: HostConnection }) {
  const approve = useSyncMutation(api.connections.approve);
  const revoke = useSyncMutation(api.connections.revoke);
  const update = useSyncMutation(api.connections.update);
  const [renaming, setRenaming] = useState(false);
  const [choosing, setChoosing] = useState(false);

  async function change(
    changes: Omit<Parameters<typeof update>[0], "connectionId">,
    message: string,
  ) {
    const result = await update({ connectionId: device.id, ...changes });
    if (result !== undefined) toast.success(message);
  }

  const seen = device.online
    ? "Online now"
    : device.lastSeenAt
      ? `Last seen ${formatRelativeTime(device.lastSeenAt)}`
      : "Never seen";
  return (
    <li
      data-testid="paired-device"
      data-device={device.deviceName}
      data-status={device.status}
      data-online={device.online}
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3"
    >
      <span
        aria-hidden
        className={`size-2.5 shrink-0 rounded-full ${device.online ? "bg-emerald-500" : "bg-muted-foreground/40"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold">{device.deviceName}</p>
        <p className="truncate text-sm text-muted-foreground">
          {device.clientName} · {seen}
          {device.allowedScreenIds !== null &&
            ` · ${device.allowedScreenIds.length} screen${device.allowedScreenIds.length === 1 ? "" : "s"}`}
        </p>
      </div>
      {device.status === "pending" && (
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
      )}
      {device.status === "blocked" && <Badge variant="destructive">Blocked</Badge>}
      {device.status === "pending" && <Badge variant="outline">Waiting</Badge>}
      <Select
        value={device.role}
        onValueChange={(role) =>
          change(
            { role: role as ClientRole },
            `${device.deviceName} can now ${role === "controller" ? "press buttons" : "only watch"}`,
          )
        }
      >
        <SelectTrigger className="w-36" aria-label={`Role of ${device.deviceName}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="controller">Can press</SelectItem>
          <SelectItem value="viewer">View only</SelectItem>
        </SelectContent>
      </Select>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${device.deviceName}`}>
            <EllipsisVerticalIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setRenaming(true)}>
            <PencilIcon />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setChoosing(true)}>
            <LayoutGridIcon />
            Limit to screens…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {device.status === "blocked" ? (
            <DropdownMenuItem
              onSelect={() => change({ status: "active" }, `${device.deviceName} unblocked`)}
            >
              <CheckIcon />
              Unblock
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              onSelect={() => change({ status: "blocked" }, `${device.deviceName} blocked`)}
            >
              <BanIcon />
              Block
            </DropdownMenuItem>
          )}
          <DropdownMenuItem
            variant="destructive"
            onSelect={async () => {
              const done = await revoke({ connectionId: device.id });
              if (done !== undefined) toast.success(`${device.deviceName} disconnected`);
            }}
          >
            <UnlinkIcon />
            Revoke
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RenameDeviceDialog
        name={device.deviceName}
        open={renaming}
        onOpenChange={setRenaming}
        onRename={(deviceName) => {
          setRenaming(false);
          change({ deviceName }, "Device renamed");
        }}
      />
      <DeviceScreensDialog
        deviceName={device.deviceName}
        allowed={device.allowedScreenIds}
        open={choosing}
        onOpenChange={setChoosing}
        onSave={(allowedScreenIds) => {
          setChoosing(false);
          change({ allowedScreenIds }, "Screens updated");
        }}
      />
    </li>
  );
}
