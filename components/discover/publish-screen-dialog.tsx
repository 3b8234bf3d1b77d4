"use client";

import { GlobeIcon, UploadIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
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
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api";
import { screenPatchSchema } from "@/lib/schemas/screen";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { useSyncQuery } from "@/lib/sync/use-sync-query";

function PublishForm({ screenId, onDone }: { screenId: string; onDone: () => void }) {
  const id = useId();
  const { data: current, error: screenError } = useSyncQuery(api.screens.get, { screenId });
  const { data: publication, error: publicationError } = useSyncQuery(api.discover.publication, {
    screenId,
  });
  const publish = useSyncMutation(api.discover.publish);
  const [description, setDescription] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const text = description ?? current?.screen.description ?? "";

  if (screenError || publicationError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        This screen can't be published from here: it was deleted or is not yours.
      </p>
    );
  }
  if (!current || publication === undefined) {
    return (
      <div role="status" aria-busy aria-label="Loading screen" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const nextVersion = (publication?.version ?? 0) + 1;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = screenPatchSchema.shape.description.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Description is too long");
      return;
    }
    setError(null);
    setPending(true);
    const result = await publish({ screenId, description: text });
    setPending(false);
    if (!result) return;
    toast.success(`Published “${current?.screen.name}” as version ${result.version}`, {
      description: "It is listed in Discover for everyone on this instance.",
    });
    onDone();
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="flex items-center gap-2 text-sm">
        <GlobeIcon className="size-4 text-muted-foreground" />
        {publication ? (
          <span>
            Published version {publication.version} on{" "}
            {new Date(publication.publishedAt).toLocaleDateString()}
            {publication.visibility !== "public" && " (no longer public)"}.
          </span>
        ) : (
          <span>Not published yet.</span>
        )}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={4}
          value={text}
          placeholder="What it is for and how to use it"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p
          id={`${id}-note`}
          className={error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
          role={error ? "alert" : undefined}
        >
          {error ?? "Shown on its card and in the preview."}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        Publishing makes the screen public: anyone on this instance can preview it and install a
        copy with its shortcuts and variable definitions. Your values stay yours; later edits reach
        others only when you publish again.
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          <UploadIcon />
          Publish version {nextVersion}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Publishes one of my screens to Discover: a new versioned snapshot, made public, with the
 * description shown in the gallery.
 */
export function PublishScreenDialog({
  screenId,
  open,
  onOpenChange,
}: {
  screenId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publish to Discover</DialogTitle>
          <DialogDescription>Share this screen with every host on this instance.</DialogDescription>
        </DialogHeader>
        {open && (
          <PublishForm key={screenId} screenId={screenId} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
