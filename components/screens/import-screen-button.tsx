"use client";

import { FileUpIcon } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import { parseImportFile } from "@/lib/screens/parse-import-file";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";

/** Reads an exported .json file and adds it as a new screen; problems become toasts. */
export function ImportScreenButton() {
  const input = useRef<HTMLInputElement>(null);
  const importScreen = useSyncMutation(api.screens.import);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const parsed = parseImportFile(await file.text(), file.name);
    if (!parsed.ok) {
      toast.error(parsed.message);
      return;
    }
    const screenId = await importScreen({ document: parsed.document });
    if (screenId) toast.success(`Imported ${file.name}`);
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Screen export file"
        onChange={importFile}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        <FileUpIcon />
        Import JSON
      </Button>
    </>
  );
}
