import type { ReactNode } from "react";
import { Toaster } from "sonner";
import "./globals.css";

export const metadata = { title: "Deckbot" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        {/* SPEC §9: three visible, bottom-right, 4 s. */}
        <Toaster position="bottom-right" visibleToasts={3} duration={4000} />
      </body>
    </html>
  );
}
