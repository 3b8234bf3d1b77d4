"use client";

import { DownloadIcon, FileUpIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { buildExportFileName } from "@/lib/screens/export-file-name";
import { parseImportFile } from "@/lib/screens/parse-import-file";
import type { ScreenStore } from "../store/screen-store";

/** Export the screen as a JSON file; import one (a new saved screen, or replace a local one). */
export function DocumentActions({ store }: { store: ScreenStore }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    const document = await store.io.exportDocument();
    if (!document) return;
    const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], {
      type: "application/json",
    });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(window.document.createElement("a"), {
      href: url,
      download: buildExportFileName(store.screen?.name ?? "screen"),
    });
    link.click();
    // Revoked a moment later: some browsers read the blob after click() returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success("Exported the screen as JSON");
  };

  const upload = async (file: File) => {
    setError(null);
    const parsed = parseImportFile(await file.text(), file.name);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    const result = await store.io.importDocument(parsed.document);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    if (result.screenId) {
      toast.success("Imported as a new screen");
      router.push(`/host/screens/${result.screenId}/edit`);
    } else toast.success("Imported into this screen");
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void download()}>
          <DownloadIcon />
          Export JSON
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          <FileUpIcon />
          Import JSON
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Screen JSON file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {store.kind === "sync"
            ? "Importing makes a new screen from the file (schemaVersion 1)."
            : "Importing replaces this unsaved screen."}
        </p>
      )}
    </div>
  );
}
