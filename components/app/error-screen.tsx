"use client";

import { RotateCcwIcon, TrashIcon } from "lucide-react";
import { useState } from "react";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { clearCachesAndReload } from "@/lib/clear-cache";

/** SPEC §2 error screen: 'Retry' reloads the page, 'Clear cache' wipes offline caches first. */
export function ErrorScreen() {
  const [clearing, setClearing] = useState(false);
  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-[70vh] flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <Logo className="h-20" animated={false} />
      <h1 className="text-3xl font-extrabold tracking-tight">Something went wrong!</h1>
      <p className="text-lg text-muted-foreground">Let&apos;s try again or clear the cache.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcwIcon />
          Retry
        </Button>
        <Button
          size="lg"
          variant="destructive"
          disabled={clearing}
          onClick={() => {
            setClearing(true);
            void clearCachesAndReload();
          }}
        >
          <TrashIcon />
          Clear cache
        </Button>
      </div>
    </main>
  );
}
