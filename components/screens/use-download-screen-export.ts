"use client";

import { useConvex } from "convex/react";
import { useCallback } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api";
import { getErrorMessage } from "@/lib/errors";
import { buildExportFileName } from "@/lib/screens/export-file-name";

/** Fetches `screens:export` once and hands it to the browser as a .json download. */
export function useDownloadScreenExport() {
  const convex = useConvex();
  return useCallback(
    async (screen: { id: string; name: string }) => {
      try {
        const document = await convex.query(api.screens.export, { screenId: screen.id });
        const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], {
          type: "application/json",
        });
        const url = URL.createObjectURL(blob);
        const link = Object.assign(window.document.createElement("a"), {
          href: url,
          download: buildExportFileName(screen.name),
        });
        link.click();
        // Revoked a moment later: some browsers read the blob after click() returns.
        window.setTimeout(() => URL.revokeObjectURL(url), 1000);
        toast.success(`Exported “${screen.name}”`);
      } catch (error) {
        toast.error(getErrorMessage(error));
      }
    },
    [convex],
  );
}
