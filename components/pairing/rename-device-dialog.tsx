"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A new name for a paired device ("Stage iPad"), as the host sees it. */
export function RenameDeviceDialog({
  name,
  open,
  onOpenChange,
  onRename,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRename: (name: string) => void;
}) {
  const [value, setValue] = useState(name);
  const id = useId();
  useEffect(() => {
    if (open) setValue(name);
  }, [open, name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim()) onRename(value.trim());
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename device</DialogTitle>
            <DialogDescription>A name that tells you which device this is.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Name</Label>
            <Input
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              maxLength={60}
              required
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!value.trim()}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
