import { CheckIcon, CloudOffIcon, LaptopIcon, LoaderIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ScreenStore } from "../store/screen-store";

/** "Saved" / "Saving…" / "Couldn't save — Retry", announced politely. */
export function SaveStatus({ store }: { store: ScreenStore }) {
  const { save } = store;
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-1.5 text-sm"
      data-testid="save-status"
    >
      {store.kind === "local" ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <LaptopIcon className="size-4" />
          On this device only — not saved
        </span>
      ) : save.status === "saving" ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <LoaderIcon className="size-4 animate-spin" />
          Saving…
        </span>
      ) : save.status === "error" ? (
        <>
          <span className="flex items-center gap-1.5 text-destructive">
            <CloudOffIcon className="size-4" />
            Couldn't save
          </span>
          <Button type="button" variant="outline" size="sm" onClick={save.retry}>
            <RotateCwIcon />
            Retry
          </Button>
        </>
      ) : (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <CheckIcon className="size-4 text-emerald-500" />
          Saved
        </span>
      )}
    </div>
  );
}
