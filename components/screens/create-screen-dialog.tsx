"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import * as z from "zod";
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
import { api } from "@/lib/api";
import { gridSizeSchema } from "@/lib/schemas/screen";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

const createFormSchema = z.object({
  name: z.string().trim().min(1, "Give the screen a name").max(100),
  columns: z.coerce.number<string>().pipe(gridSizeSchema),
  rows: z.coerce.number<string>().pipe(gridSizeSchema),
});

/** Name and grid size, then straight into the editor for the new screen. */
export function CreateScreenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const create = useSyncMutation(api.screens.create);
  const id = useId();
  const [name, setName] = useState("");
  const [columns, setColumns] = useState("4");
  const [rows, setRows] = useState("3");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createFormSchema.safeParse({ name, columns, rows });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === "name"
          ? issue.message
          : "Columns and rows are whole numbers from 1 to 16.",
      );
      return;
    }
    setError(null);
    setPending(true);
    const screenId = await create(parsed.data);
    setPending(false);
    if (!screenId) return;
    onOpenChange(false);
    setName("");
    router.push(`/host/screens/${screenId}/edit`);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Create a screen</DialogTitle>
            <DialogDescription>
              Pick a name and a grid size; you can change both later in the editor.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={100}
              autoFocus
              placeholder="Stream controls"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-columns`}>Columns</Label>
              <Input
                id={`${id}-columns`}
                type="number"
                inputMode="numeric"
                min={1}
                max={16}
                value={columns}
                onChange={(event) => setColumns(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-rows`}>Rows</Label>
              <Input
                id={`${id}-rows`}
                type="number"
                inputMode="numeric"
                min={1}
                max={16}
                value={rows}
                onChange={(event) => setRows(event.target.value)}
              />
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Create screen
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
