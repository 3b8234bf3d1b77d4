"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

/** Which of my screens a device may open: all of them, or a chosen few. */
export function DeviceScreensDialog({
  deviceName,
  allowed,
  open,
  onOpenChange,
  onSave,
}: {
  deviceName: string;
  allowed: string[] | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (allowed: string[] | null) => void;
}) {
  const { data: screens } = useSyncQuery(api.screens.list, {});
  const [all, setAll] = useState(allowed === null);
  const [chosen, setChosen] = useState<Set<string>>(new Set(allowed ?? []));
  const allId = useId();
  useEffect(() => {
    if (!open) return;
    setAll(allowed === null);
    setChosen(new Set(allowed ?? []));
  }, [open, allowed]);

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Screens for {deviceName}</DialogTitle>
          <DialogDescription>
            The device sees and presses only these. Changes reach it at once.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <Label htmlFor={allId}>All my screens, including new ones</Label>
          <Switch id={allId} checked={all} onCheckedChange={setAll} />
        </div>
        {!all && (
          <ul aria-label="Screens to share" className="grid max-h-72 gap-2 overflow-y-auto">
            {screens === undefined ? (
              <Skeleton className="h-10 w-full" />
            ) : (
              screens.map((screen) => (
                <li key={screen.id} className="flex items-center justify-between gap-4 px-1">
                  <Label htmlFor={`share-${screen.id}`} className="truncate">
                    {screen.name}
                  </Label>
                  <Switch
                    id={`share-${screen.id}`}
                    checked={chosen.has(screen.id)}
                    onCheckedChange={(on) => toggle(screen.id, on)}
                  />
                </li>
              ))
            )}
          </ul>
        )}
        <DialogFooter>
          <Button onClick={() => onSave(all ? null : [...chosen])}>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
