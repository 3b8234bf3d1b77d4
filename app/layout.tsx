import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { type ReactNode, ViewTransition } from "react";
import "./globals.css";
import { OfflineOverlay } from "@/components/app/offline-overlay";
import { Toaster } from "@/components/app/toaster";
import { Analytics } from "@/components/observability/analytics";
import { PwaClient } from "@/components/pwa/pwa-client";
import { ColourModeProvider } from "@/components/theme/colour-mode-provider";
import { TooltipProvider } from "@/components/ui/tooltip";
import { getEnv } from "@/lib/env";
import { SITE_DESCRIPTION } from "@/lib/site";
import {
  COLOUR_MODE_COOKIE,
  parseColourMode,
  SYSTEM_COLOUR_MODE_SCRIPT,
} from "@/lib/theme/colour-mode";
import { DARK_BACKGROUND } from "@/lib/theme/theme-colours";

export async function generateMetadata(): Promise<Metadata> {
  const image = { url: "/opengraph-image", width: 2048, height: 2048, alt: "Deckbot" };
  return {
    metadataBase: new URL(getEnv().APP_URL),
    title: { default: "Deckbot", template: "%s · Deckbot" },
    description: SITE_DESCRIPTION,
    applicationName: "Deckbot",
    openGraph: {
      type: "website",
      siteName: "Deckbot",
      title: "Deckbot",
      description: SITE_DESCRIPTION,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: "Deckbot",
      description: SITE_DESCRIPTION,
      images: [image.url],
    },
  };
}

export const viewport: Viewport = {
  themeColor: DARK_BACKGROUND,
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const mode = parseColourMode((await cookies()).get(COLOUR_MODE_COOKIE)?.value);
  // Light and dark are known on the server; "system" is settled by the head script below.
  const htmlClass = mode === "system" ? undefined : mode;
  return (
    <html lang="en" className={htmlClass} data-colour-mode={mode} suppressHydrationWarning>
      <head>
        {mode === "system" && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, must run before first paint.
          <script dangerouslySetInnerHTML={{ __html: SYSTEM_COLOUR_MODE_SCRIPT }} />
        )}
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ColourModeProvider initialMode={mode}>
          <TooltipProvider>
            <ViewTransition>{children}</ViewTransition>
            <OfflineOverlay />
            <Toaster />
          </TooltipProvider>
        </ColourModeProvider>
        <PwaClient />
        <Analytics />
      </body>
    </html>
  );
}
