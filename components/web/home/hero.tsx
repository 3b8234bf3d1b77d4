import { DownloadIcon, MonitorSmartphoneIcon, SmartphoneIcon } from "lucide-react";
import Link from "next/link";
import { ScreenRenderer } from "@/components/screen/screen-renderer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { STREAM_CONTROL_SCREEN, STREAM_CONTROL_VARIABLES } from "@/lib/screen/example-screens";
import { renderLocalScreen } from "@/lib/screen/local-screen";

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--primary)_28%,transparent),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:pt-24">
        <div className="flex flex-col items-start gap-6">
          <Badge variant="outline" className="gap-1.5 px-3 py-1 text-sm">
            <span className="size-2 rounded-full bg-success" />
            Self-hosted. Live. Yours.
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Turn any screen into your <span className="text-primary">control deck</span>.
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Deckbot automates your workflows, streams, videogames and everything. Build grids of
            buttons on your computer, open them on a phone or tablet, and press to switch scenes,
            fire hotkeys, call webhooks or flip variables, in real time.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/host">
                <MonitorSmartphoneIcon />
                Get started
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/client">
                <SmartphoneIcon />
                Connect a device
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link href="/download">
                <DownloadIcon />
                Download
              </Link>
            </Button>
          </div>
        </div>
        <figure className="relative mx-auto w-full max-w-xl">
          <div className="rounded-[1.75rem] border-[10px] border-foreground/90 bg-black p-1 shadow-2xl shadow-primary/20 dark:border-white/10">
            <ScreenRenderer
              {...renderLocalScreen(STREAM_CONTROL_SCREEN, STREAM_CONTROL_VARIABLES)}
            />
          </div>
          <figcaption className="mt-4 text-center text-sm text-muted-foreground">
            A “Stream control” screen as a client renders it. The viewer count is a live variable.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
