"use client";

import { RotateCcwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { clearCachesAndReload } from "@/lib/clear-cache";
import { LOADING_AUTO_CLEAR_MS, LOADING_PROMPT_MS } from "@/lib/constants";

/**
 * Full-screen loading state with the animated robot (SPEC §2/§4). `prompt` offers a reload
 * after 10 s; `autoClear` clears caches and reloads after 30 s, for a stuck app shell.
 */
export function LoadingOverlay({
  prompt = false,
  autoClear = false,
}: {
  prompt?: boolean;
  autoClear?: boolean;
}) {
  const [showPrompt, setShowPrompt] = useState(false);

  useEffect(() => {
    if (!prompt) return;
    const timer = window.setTimeout(() => setShowPrompt(true), LOADING_PROMPT_MS);
    return () => window.clearTimeout(timer);
  }, [prompt]);

  useEffect(() => {
    if (!autoClear) return;
    const timer = window.setTimeout(() => void clearCachesAndReload(), LOADING_AUTO_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [autoClear]);

  return (
    <div
      role="status"
      aria-label="Loading Deckbot"
      aria-live="polite"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-background animate-fade-in"
    >
      <Logo className="h-24" />
      {showPrompt && (
        <div className="flex flex-col items-center gap-3 animate-fade-in">
          <p className="font-semibold text-muted-foreground">Taking too long?</p>
          <Button onClick={() => window.location.reload()}>
            <RotateCcwIcon />
            Retry
          </Button>
        </div>
      )}
    </div>
  );
}
