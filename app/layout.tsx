import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { Analytics } from "@/components/observability/analytics";
import { PwaClient } from "@/components/pwa/pwa-client";
import "./globals.css";

export const metadata = { title: "Deckbot" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Toaster position="bottom-right" visibleToasts={3} />
        <PwaClient />
        <Analytics />
      </body>
    </html>
  );
}
