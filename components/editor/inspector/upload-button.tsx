"use client";

import { LoaderIcon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { StorageBucket } from "@/lib/storage/limits";
import { UploadError, uploadAsset } from "@/lib/storage/upload-asset";

/** Picks an image and uploads it to a bucket; hands back the stored URL. */
export function UploadButton({
  bucket,
  label,
  onUploaded,
}: {
  bucket: StorageBucket;
  label: string;
  onUploaded: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          setBusy(true);
          try {
            const asset = await uploadAsset(bucket, file);
            onUploaded(asset.url);
            toast.success(`Uploaded ${file.name}`);
          } catch (error) {
            toast.error(error instanceof UploadError ? error.message : "The upload failed.");
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <LoaderIcon className="animate-spin" /> : <UploadIcon />}
        {busy ? "Uploading…" : label}
      </Button>
    </>
  );
}
