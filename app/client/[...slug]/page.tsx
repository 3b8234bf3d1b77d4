import type { Metadata } from "next";
import { notFound } from "next/navigation";

// The not-found boundary cannot set the title itself below the root, so the catch-all does.
export const metadata: Metadata = { title: "404: Page not found" };

/** Unknown client paths show the not-found screen without asking for a session first. */
export default function ClientCatchAll(): never {
  notFound();
}
