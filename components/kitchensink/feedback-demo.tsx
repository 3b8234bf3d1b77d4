"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { LoadingOverlay } from "@/components/app/loading-overlay";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { FONTS } from "@/lib/fonts";
import { Section } from "./section";

export function FeedbackDemo() {
  const [overlay, setOverlay] = useState(false);
  const closeOverlay = useCallback(() => setOverlay(false), []);
  return (
    <>
      <Section title="Toasts (SPEC §4 types)">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => toast.success("Screen saved")}>
            Success
          </Button>
          <Button variant="outline" onClick={() => toast.info("A client connected")}>
            Info
          </Button>
          <Button variant="outline" onClick={() => toast.warning("Agent is offline")}>
            Warning
          </Button>
          <Button variant="outline" onClick={() => toast.error("Couldn't run the shortcut")}>
            Error
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              const id = toast.loading("Publishing screen…");
              window.setTimeout(() => toast.success("Published", { id }), 2000);
            }}
          >
            Loading
          </Button>
        </div>
      </Section>
      <Section title="Overlays">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOverlay(true)}>
            Show loading overlay (15 s)
          </Button>
        </div>
        {overlay && <LoadingOverlayForAWhile onDone={closeOverlay} />}
      </Section>
      <Section title="Logo">
        <div className="flex flex-wrap items-center gap-6">
          <Logo className="h-16" />
          <Logo text className="h-12" />
          <Logo text host className="h-12" />
          <span className="rounded-lg bg-[#0e1020] p-3">
            <Logo text light className="h-10" />
          </span>
          <span className="rounded-lg bg-white p-3">
            <Logo text light={false} className="h-10" />
          </span>
        </div>
      </Section>
      <Section title="Fonts">
        <ul className="grid gap-2 sm:grid-cols-2">
          {FONTS.map((font) => (
            <li key={font.id} className="flex items-baseline justify-between gap-4 border-b pb-2">
              <span style={{ fontFamily: font.family }} className="text-xl">
                Go live 128
              </span>
              <span className="text-xs text-muted-foreground">{font.label}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The overlay covers everything, so the demo closes it by itself, after the 10 s prompt. */
function LoadingOverlayForAWhile({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, 15_000);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return <LoadingOverlay prompt />;
}
