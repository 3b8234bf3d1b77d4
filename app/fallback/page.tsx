import type { Metadata } from "next";
import { OfflineShell } from "@/components/pwa/offline-shell";

/** Prerendered once per build and precached by the service worker (its navigation fallback). */
export const dynamic = "force-static";

export const metadata: Metadata = { title: "Deckbot", robots: { index: false } };

export default function FallbackPage() {
  return <OfflineShell />;
}
